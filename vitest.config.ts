import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/export/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    globalSetup: ['tests/globalSetup.ts'],
    // every API answer a test fetches must be one the OpenAPI document describes
    setupFiles: ['tests/openapiSetup.ts'],
    // one JSON line per request would bury the test output; tests/api/logs.test.ts turns them on
    env: { LOG_LEVEL: 'warn' },
  },
});
