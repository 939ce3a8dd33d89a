import { execFile, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgLeadStore } from '../../core/store/postgres';
import { fill, projectRoot, recipe } from '../docRecipes';
import { checkNginxSnippet } from './helpers/nginx';
import { freePort } from './helpers/smtp';

/**
 * Issue 36, item 12: the steps docs/deploy.md left to the operator, run as written. The self-signed
 * certificate lets the load balancer's block pass `nginx -t`; a PostgreSQL cluster set up with the docs'
 * listen_addresses and pg_hba.conf lines, and its role and database made through the superuser's psql
 * (runuser where sudo is missing), takes the instances' connections and refuses the rest.
 */

const exec = promisify(execFile);
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'blok-operator-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the certificate steps', () => {
  it("make a self-signed pair with which the load balancer's block passes nginx -t", async () => {
    const cert = path.join(root, 'api-origin.pem');
    const key = path.join(root, 'api-origin.key');
    const steps = recipe('docs/deploy.md', 'self-signed-certificate');
    const made = spawnSync(
      'bash',
      [
        '-euo',
        'pipefail',
        '-c',
        fill(steps, { '/etc/ssl/certs/api-origin.example.com.pem': cert, '/etc/ssl/private/api-origin.example.com.key': key }),
      ],
      { encoding: 'utf8' },
    );
    expect(made.status, made.stderr).toBe(0);
    expect(statSync(key).mode & 0o777).toBe(0o600);
    const text = spawnSync('openssl', ['x509', '-in', cert, '-noout', '-subject', '-ext', 'subjectAltName'], { encoding: 'utf8' }).stdout;
    expect(text).toMatch(/CN ?= ?api-origin\.example\.com/);
    expect(text).toContain('DNS:api-origin.example.com');
    const block = fill(recipe('docs/deploy.md', 'nginx-api'), {
      '10.0.0.11:3000': '127.0.0.1:3001',
      '10.0.0.12:3000': '127.0.0.1:3002',
      '443': `127.0.0.1:${await freePort()}`,
      '/etc/ssl/certs/api-origin.example.com.pem': cert,
      '/etc/ssl/private/api-origin.example.com.key': key,
      '192.0.2.0/24': '127.0.0.1',
    });
    await expect(checkNginxSnippet(block)).resolves.toBeDefined();
    // and without the pair, as the issue found it, nginx -t refuses the block
    await rm(cert);
    await expect(checkNginxSnippet(block)).rejects.toThrow(/cannot load certificate/);
  });
});

describe('PostgreSQL on its own host', () => {
  let dir: string;
  let port: number;
  const pgEnv = () => ({ ...process.env, PG_TEST_DIR: dir, PG_TEST_PORT: String(port), PG_TEST_OWNER_PID: String(process.pid) });
  const script = path.join(projectRoot, 'scripts/postgres.sh');

  beforeAll(async () => {
    // beside, not inside, the 0700 test folder: the server runs as the postgres user
    dir = path.join(os.tmpdir(), `blok-pg-operator-${process.pid}-${Date.now().toString(36)}`);
    port = await freePort();
    await exec('bash', [script], { env: pgEnv(), timeout: 120_000 });
    port = Number(readFileSync(path.join(dir, 'port'), 'utf8'));
    await exec('bash', [script, 'ctl', 'stop', '-m', 'fast', '-w'], { env: pgEnv() });
    // the docs' lines, with the loopback address for the private network's
    const data = path.join(dir, 'data');
    await appendFile(
      path.join(data, 'postgresql.conf'),
      `\n${fill(recipe('docs/deploy.md', 'postgres-listen'), { '10.0.0.5': '127.0.0.1' })}`,
    );
    // Debian's own lines cover local connections only: the superuser by peer, nothing over TCP
    const hba = fill(recipe('docs/deploy.md', 'postgres-hba'), { '10.0.0.0/24': '127.0.0.1/32' });
    await writeFile(path.join(data, 'pg_hba.conf'), `local all postgres peer\n${hba}`);
    // started with the files as they are: no listen_addresses given on the command line
    await exec('bash', [script, 'ctl', 'start', '-w', '-t', '60', '-o', `-p ${port} -k ${dir}`], { env: pgEnv(), timeout: 120_000 });
  }, 180_000);
  afterAll(async () => {
    if (dir) await exec('bash', [script, 'stop'], { env: pgEnv() }).catch(() => undefined);
  });

  const connects = async (url: string) => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    try {
      await c.connect();
      return 'ok';
    } catch (err) {
      return (err as Error).message;
    } finally {
      await c.end().catch(() => undefined);
    }
  };

  it("makes the role and the database in the superuser's psql (runuser where sudo is missing), and takes the instances' connections", async () => {
    const setup = recipe('docs/deploy.md', 'postgres-setup').text;
    let ran = 0;
    for (const line of recipe('docs/deploy.md', 'postgres-superuser').text.split('\n')) {
      const command = line.split('#')[0]?.trim() ?? '';
      const tool = command.split(/\s+/)[0] ?? '';
      if (!command || spawnSync('bash', ['-c', `command -v ${tool}`]).status !== 0) continue;
      const out = spawnSync('bash', ['-euo', 'pipefail', '-c', `${command} -v ON_ERROR_STOP=1`], {
        input: ran === 0 ? setup : 'SELECT 1;',
        encoding: 'utf8',
        env: { ...process.env, PGHOST: dir, PGPORT: String(port) },
      });
      expect(out.status, `${command}: ${out.stderr}`).toBe(0);
      ran++;
    }
    expect(ran).toBeGreaterThan(0);
    const url = `postgres://site:change-me@127.0.0.1:${port}/site`;
    expect(await connects(url)).toBe('ok');
    // an instance opens its store there: the role owns the database, so it creates its tables
    const store = await PgLeadStore.open({ connectionString: url });
    await store.ping();
    await store.close();
    expect(await connects(`postgres://site:wrong@127.0.0.1:${port}/site`)).toMatch(/password authentication failed/);
    expect(await connects(`postgres://site:change-me@127.0.0.1:${port}/postgres`)).toMatch(/no pg_hba\.conf entry/);
    expect(await readFile(path.join(dir, 'data', 'postgresql.conf'), 'utf8')).toContain("listen_addresses = 'localhost,127.0.0.1'");
  });
});
