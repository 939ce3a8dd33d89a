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
  }
}

let root: string | undefined;

/** exports the site once per test run into a temporary folder */
export async function setup(project: TestProject): Promise<void> {
  root = await mkdtemp(path.join(os.tmpdir(), 'blok-export-'));
  const siteDir = path.join(root, 'site');
  // a broken link fails one test (tests/export/linkcheck.test.ts), not the setup of every suite
  await exportSite({ outDir: siteDir, config: loadConfig({ SITE_URL: 'https://bloksecure.com' }), quiet: true, check: false });
  project.provide('siteDir', siteDir);
}

export async function teardown(): Promise<void> {
  if (root) await rm(root, { recursive: true, force: true });
}
