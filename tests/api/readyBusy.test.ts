import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READY_PATH } from '../../api/routes/health';
import { createSiteServer } from '../../api/server';
import { loadConfig } from '../../core/config';
import { createLeadBackend } from '../../core/store/backend';
import { PgLeadStore } from '../../core/store/postgres';
import { tempRoot } from '../export/exportCopies';
import { dropSchema, postgresUrl, testSchema } from './helpers/postgres';
import { tinySiteFolder } from './helpers/siteProcess';

/**
 * Issue 36, item 12: readiness means "can serve". With every connection of the pool taken and queries
 * waiting their turn for longer than the probe's second, an instance whose database answers stays ready;
 * one whose database stops answering still leaves the balancer.
 */

let url: string;
let schema: string;
let store: PgLeadStore;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  url = await postgresUrl();
  schema = testSchema('ready');
  store = await PgLeadStore.open({ connectionString: url, schema, maxConnections: 2 });
  const root = await tempRoot('ready');
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: path.join(root, 'data') });
  const site = createSiteServer(config, tinySiteFolder('ready-').siteDir, { leads: createLeadBackend(config, { store }) });
  const { port } = await site.listen();
  base = `http://127.0.0.1:${port}`;
  close = () => site.close();
});
afterAll(async () => {
  await close?.();
  await store?.close().catch(() => {});
  if (schema) await dropSchema(url, schema);
});

/** keeps the pool's 2 connections busy with `sql` from `loops` callers until `stop` says so */
function saturate(sql: string, loops: number) {
  let running = true;
  const done = Promise.all(
    Array.from({ length: loops }, async () => {
      while (running) await store.pool.query(sql).catch(() => undefined);
    }),
  );
  return async () => {
    running = false;
    await done;
  };
}

describe('/api/ready while the database pool is saturated', () => {
  it('stays 200 while queries wait longer than the probe allows but keep being answered', async () => {
    // 8 callers on 2 connections, 0.5 s a query: a new query waits about 1.5 s for a connection
    const stop = saturate('SELECT pg_sleep(0.5)', 8);
    try {
      await new Promise((r) => setTimeout(r, 1_200));
      expect(store.pool.waitingCount).toBeGreaterThan(0);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await fetch(`${base}${READY_PATH}`)).status);
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await stop();
    }
  });

  it('answers 503 when the saturating queries stop being answered (a database that hangs)', async () => {
    // every connection held by a query that does not end within the probe's second, nothing answered meanwhile
    const stop = saturate('SELECT pg_sleep(3)', 4);
    try {
      await new Promise((r) => setTimeout(r, 1_500));
      expect((await fetch(`${base}${READY_PATH}`)).status).toBe(503);
    } finally {
      await stop();
    }
    await new Promise((r) => setTimeout(r, 300));
    expect((await fetch(`${base}${READY_PATH}`)).status).toBe(200);
  });
});
