import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/export/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // at least two files at a time: most wait on servers, child processes and PostgreSQL, and vitest's
    // default (cores - 1) runs one at a time on a 2-core machine (the whole run: 1,153 s one at a time,
    // 539 s two at a time, the same 1,155 passed)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['tests/globalSetup.ts'],
    // every API answer a test fetches must be one the OpenAPI document describes
    setupFiles: ['tests/openapiSetup.ts'],
    // one JSON line per request would bury the test output; tests/api/logs.test.ts turns them on
    env: { LOG_LEVEL: 'warn' },
  },
});
