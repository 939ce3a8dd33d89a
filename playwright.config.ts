import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_SITE_DIR ?? 'dist/e2e-site';

/** Debian's Chromium (apt package `chromium`); browsers are never downloaded */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'dist/test-results/playwright.json' }]],
  outputDir: 'dist/test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    // a fresh export of the working tree (E2E_SKIP_EXPORT=1 reuses the last one), served with the API on a scratch data folder
    command: `${process.env.E2E_SKIP_EXPORT ? '' : `node bin/site.mjs export --quiet --out ${outDir} && `}node bin/site.mjs serve --dir ${outDir} --port ${port}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // a known admin token for tests/e2e/admin.test.ts (the server would otherwise generate one)
    // rate limits have their own API tests; here every browser test shares one IP
    env: {
      DATA_DIR: `dist/e2e-data-${port}`,
      SITE_URL: 'https://bloksecure.com',
      RATE_LIMIT_LEADS: '10000',
      RATE_LIMIT_NEWSLETTER: '10000',
      ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef-0123',
      // the admin page as the spec has it: no Publish action (tests/e2e/admin.test.ts stubs one in)
      SITE_DEPLOY_TARGET: '',
    },
  },
});
