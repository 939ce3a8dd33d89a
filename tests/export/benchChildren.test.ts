import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../../core/exportPaths';
import { freePort } from '../api/helpers/smtp';

/**
 * Issue 36, item 11: the tools under bench/ end what they started. bench/s3rver.mjs run by hand (docs/deploy.md's
 * local store) stops its server on SIGTERM and even when killed outright; a bench's `site serve` stops with
 * the bench.
 */

let root: string;
const started: ChildProcess[] = [];
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'blok-bench-children-'));
});
afterAll(async () => {
  for (const c of started) c.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

/** whether something listens on the loopback port */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

async function closedWithin(port: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!(await listening(port))) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return !(await listening(port));
}

/** runs a node script, answers it once its first stdout line has come, with that line */
async function startNode(args: string[]): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    // as an operator runs it: without the legacy OpenSSL flag, so s3rver.mjs starts its server in a child
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before it printed a line`)));
  });
  return { child, line };
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

describe('the tools under bench/ end what they started', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGKILL'] as const)('bench/s3rver.mjs run by hand: its server stops on %s', async (signal) => {
    const { child, line } = await startNode([
      'bench/s3rver.mjs',
      JSON.stringify({ buckets: ['site'], directory: path.join(root, signal) }),
    ]);
    const { port } = JSON.parse(line) as { port: number };
    expect(await listening(port)).toBe(true);
    child.kill(signal);
    await exited(child);
    expect(await closedWithin(port, 10_000)).toBe(true);
  });

  it("a bench's site serve stops when the bench gets SIGTERM", async () => {
    const port = await freePort();
    const script = `import { startSiteServe } from './bench/support.mjs';
await startSiteServe(${JSON.stringify({ dir: inject('siteDir'), port, dataDir: path.join(root, 'data') })});
console.log('ready');
setInterval(() => {}, 1000);`;
    const { child } = await startNode(['--input-type=module', '-e', script]);
    expect(await listening(port)).toBe(true);
    child.kill('SIGTERM');
    await exited(child);
    expect(await closedWithin(port, 10_000)).toBe(true);
  });
});
