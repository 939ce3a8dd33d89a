import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let urlPromise: Promise<string> | null = null;

/**
 * A PostgreSQL server for the tests: DATABASE_URL when given, else this run's own throwaway cluster of
 * scripts/postgres.sh (installed from Debian's packages and started on first use, then reused by the
 * run's other files; in a folder of the run's own and on a free port, stopped when the run ends).
 */
export function postgresUrl(): Promise<string> {
  const env = {
    ...process.env,
    PG_TEST_DIR: inject('pgTestDir'),
    PG_TEST_OWNER_PID: String(inject('pgOwnerPid')),
  };
  urlPromise ??= process.env.DATABASE_URL
    ? Promise.resolve(process.env.DATABASE_URL)
    : promisify(execFile)('bash', [path.join(root, 'scripts/postgres.sh')], { env, timeout: 900_000 }).then(({ stdout }) => {
        const m = stdout.match(/^DATABASE_URL=(\S+)$/m);
        if (!m?.[1]) throw new Error(`scripts/postgres.sh printed no DATABASE_URL:\n${stdout}`);
        return m[1];
      });
  return urlPromise;
}

/** a fresh schema name, so test files and runs never see each other's rows */
export function testSchema(prefix = 't'): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
