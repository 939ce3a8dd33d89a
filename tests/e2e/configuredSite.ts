import { test } from '@playwright/test';

/**
 * Exports the site with extra configuration (e.g. HUBSPOT_*, YOUTUBE_*) into a temporary folder and
 * serves it with the real site server on a free loopback port, for the tests of the calling file or
 * describe block. Read `site.origin` (and `site.dir`, the export it serves) inside tests.
 */
export function serveConfiguredExport(env: Record<string, string>): { origin: string; dir: string } {
  const site = { origin: '', dir: '' };
  let root = '';
  let close: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const [{ mkdtemp }, os, path, { loadConfig }, { exportSite }, { createSiteServer }] = await Promise.all([
      import('node:fs/promises'),
      import('node:os'),
      import('node:path'),
      import('../../core/config'),
      import('../../cli/export/exportSite'),
      import('../../api/server'),
    ]);
    root = await mkdtemp(path.join(os.tmpdir(), 'blok-e2e-configured-'));
    // this server runs inside the test worker: one log line per request would bury the test output
    const config = loadConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(root, 'data'),
      SITE_URL: 'https://bloksecure.com',
      LOG_LEVEL: 'warn',
      ...env,
    });
    const siteDir = path.join(root, 'site');
    // links are checked by the main export of the test run
    await exportSite({ outDir: siteDir, config, quiet: true, check: false });
    const server = createSiteServer(config, siteDir);
    const { port } = await server.listen();
    site.origin = `http://127.0.0.1:${port}`;
    site.dir = siteDir;
    close = () => server.close();
  });

  test.afterAll(async () => {
    await close?.();
    const { rm } = await import('node:fs/promises');
    if (root) await rm(root, { recursive: true, force: true });
  });

  return site;
}
