// The composition root of the `site` command: it hands the CLI (cli/) the HTTP front door (api/), so
// neither imports the other. bin/site.mjs runs this file.
import { createSiteServer } from '../api/server';
import { runSite } from '../cli/site';

await runSite(process.argv, { serveSite: createSiteServer });
