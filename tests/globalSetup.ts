import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { exportSite } from '../cli/export/exportSite';
import { loadConfig } from '../core/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a complete export of the working tree, shared by every test file that reads it */
    siteDir: string;
    /** this run's own PostgreSQL folder (tests/api/helpers/postgres.ts starts the cluster there on first use) */
    pgTestDir: string;
    /** the process whose end stops that cluster: this run */
    pgOwnerPid: number;
  }
}

let root: string | undefined;
let pgTestDir: string | undefined;

/** exports the site once per test run into a temporary folder */
export async function setup(project: TestProject): Promise<void> {
  // beside, not inside, a 0700 folder of root's: the server runs as the postgres user
  pgTestDir = path.join(os.tmpdir(), `blok-pg-run-${process.pid}-${randomBytes(4).toString('hex')}`);
  project.provide('pgTestDir', pgTestDir);
  project.provide('pgOwnerPid', process.pid);
  root = await mkdtemp(path.join(os.tmpdir(), 'blok-export-'));
  const siteDir = path.join(root, 'site');
  // a broken link fails one test (tests/export/linkcheck.test.ts), not the setup of every suite
  await exportSite({ outDir: siteDir, config: loadConfig({ SITE_URL: 'https://bloksecure.com' }), quiet: true, check: false });
  project.provide('siteDir', siteDir);
}

export async function teardown(): Promise<void> {
  if (root) await rm(root, { recursive: true, force: true });
  // the cluster, when a test started one (a no-op otherwise)
  if (pgTestDir) {
    const env = { ...process.env, PG_TEST_DIR: pgTestDir };
    await new Promise((resolve) => execFile('bash', [path.join(import.meta.dirname, '../scripts/postgres.sh'), 'stop'], { env }, resolve));
  }
}
