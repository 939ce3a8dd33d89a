import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgLeadStore } from '../../../core/store/postgres';
import { SqliteLeadStore } from '../../../core/store/sqlite';
import type { LeadStore } from '../../../core/store/types';
import { dropSchema, postgresUrl, testSchema } from './postgres';

export interface StoreKind {
  name: 'sqlite' | 'postgres';
  /** a new, empty store; `dispose` removes its data */
  open(): Promise<{ store: LeadStore; dispose(): Promise<void>; reopen(): Promise<LeadStore> }>;
}

/** the suites run once per store: the same assertions against SQLite and PostgreSQL */
export const storeKinds: StoreKind[] = [
  {
    name: 'sqlite',
    async open() {
      const dir = mkdtempSync(path.join(tmpdir(), 'blok-leads-'));
      const file = path.join(dir, 'leads.sqlite');
      const store = new SqliteLeadStore(file);
      return {
        store,
        reopen: async () => new SqliteLeadStore(file),
        async dispose() {
          await store.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'postgres',
    async open() {
      const url = await postgresUrl();
      const schema = testSchema();
      const store = await PgLeadStore.open({ connectionString: url, schema });
      return {
        store,
        reopen: () => PgLeadStore.open({ connectionString: url, schema }),
        async dispose() {
          await store.close().catch(() => {});
          await dropSchema(url, schema);
        },
      };
    },
  },
];
