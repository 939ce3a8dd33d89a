// The tests' PostgreSQL (scripts/postgres.sh, tests/globalSetup.ts): each run has a folder and a port of its
// own and stops its server when it ends, so two checkouts testing on one machine never meet.
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { postgresUrl } from './helpers/postgres';
import { freePort } from './helpers/smtp';

const exec = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../scripts/postgres.sh');
const dirs: string[] = [];
const newDir = (name: string) => {
  const d = path.join(os.tmpdir(), `blok-pg-${name}-${process.pid}-${Date.now().toString(36)}`);
  dirs.push(d);
  return d;
};
const start = async (env: Record<string, string>) => {
  const { stdout } = await exec('bash', [script], { env: { ...process.env, ...env }, timeout: 120_000 });
  return /^DATABASE_URL=(\S+)$/m.exec(stdout)?.[1] ?? '';
};
const stop = (dir: string) => exec('bash', [script, 'stop'], { env: { ...process.env, PG_TEST_DIR: dir } });
const portOf = (url: string) => Number(new URL(url).port);
const serverAnswers = async (url: string) => {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    return (await c.query('SELECT 1 AS one')).rows[0].one === 1;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
};
const waitFor = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return check();
};

afterAll(async () => {
  for (const d of dirs) {
    await stop(d).catch(() => undefined);
    await rm(d, { recursive: true, force: true });
  }
});

describe("the tests' PostgreSQL", () => {
  it("is this run's own: a server in the run's folder, not a shared one", async () => {
    const url = await postgresUrl();
    const dir = inject('pgTestDir');
    expect(dir).toMatch(/blok-pg-run-\d+-[0-9a-f]{8}$/);
    expect(readFileSync(path.join(dir, 'port'), 'utf8').trim()).toBe(String(portOf(url)));
    expect(await serverAnswers(url)).toBe(true);
  });

  it('gives two checkouts their own folders and servers by default, so neither reuses the other', async () => {
    const checkouts = [newDir('checkout-a'), newDir('checkout-b')];
    const scripts = checkouts.map((c) => path.join(c, 'scripts', 'postgres.sh'));
    for (const s of scripts) {
      await mkdir(path.dirname(s), { recursive: true });
      await copyFile(script, s);
    }
    const env = { ...process.env, PG_TEST_DIR: '', PG_TEST_PORT: String(await freePort()) };
    const urls: string[] = [];
    try {
      for (const s of scripts)
        urls.push(/^DATABASE_URL=(\S+)$/m.exec((await exec('bash', [s], { env, timeout: 120_000 })).stdout)?.[1] ?? '');
      expect(urls[0]).not.toBe(urls[1]);
      for (const u of urls) expect(await serverAnswers(u)).toBe(true);
    } finally {
      for (const s of scripts) await exec('bash', [s, 'stop'], { env }).catch(() => undefined);
    }
  });

  it('takes the next port when another server takes its port while it starts', async () => {
    // bound but not listening: the check before the start sees a free port, the server's bind fails
    const port = await freePort();
    // (Node cannot bind without listening; perl-base, with its Socket module, is part of every Debian)
    const squatter = spawn(
      'perl',
      [
        '-MSocket',
        '-e',
        `socket(S, PF_INET, SOCK_STREAM, 0) or die; bind(S, pack_sockaddr_in(${port}, inet_aton('127.0.0.1'))) or die "bind: $!"; $| = 1; print "bound\\n"; sleep 120`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise((resolve) => squatter.stdout.once('data', resolve));
      const url = await start({ PG_TEST_DIR: newDir('race'), PG_TEST_PORT: String(port) });
      expect(portOf(url)).toBeGreaterThan(port);
      expect(await serverAnswers(url)).toBe(true);
    } finally {
      squatter.kill();
    }
  });

  it("skips a port another checkout's server listens on", async () => {
    const busy: Server = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    try {
      const url = await start({ PG_TEST_DIR: newDir('busy'), PG_TEST_PORT: String(port) });
      expect(portOf(url)).not.toBe(port);
      expect(await serverAnswers(url)).toBe(true);
    } finally {
      busy.close();
    }
  });

  it('stops the server and deletes its folder once the run that started it ends, even when it was killed', async () => {
    const owner = spawn('sleep', ['600'], { stdio: 'ignore' });
    const dir = newDir('owner');
    const url = await start({ PG_TEST_DIR: dir, PG_TEST_OWNER_PID: String(owner.pid) });
    expect(await serverAnswers(url)).toBe(true);
    owner.kill('SIGKILL');
    expect(await waitFor(async () => !existsSync(dir) && !(await serverAnswers(url)), 30_000)).toBe(true);
  });
});
