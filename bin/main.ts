// The composition root of the `site` command: it hands the CLI (cli/) the HTTP front door (api/), so
// neither imports the other. bin/site.mjs runs this file compiled; the server loads only for serve and dev.
import { runSite } from '../cli/site';

await runSite(process.argv, {
  serveSite: async (config, siteDir, opts) => (await import('../api/server')).createSiteServer(config, siteDir, opts),
});
