import path from 'node:path';
import type { Config } from '../config';
import { PgLeadStore } from './postgres';
import { SqliteLeadStore } from './sqlite';
import type { LeadStore } from './types';

export type { LeadRecord, LeadStore, SubscriberRecord } from './types';

/** the SQLite file under DATA_DIR */
export function sqliteFile(dataDir: string): string {
  return path.resolve(dataDir, 'leads.sqlite');
}

/** PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR; migrated and ready */
export async function openLeadStore(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'> & Partial<Pick<Config, 'DATABASE_POOL_SIZE'>>,
): Promise<LeadStore> {
  if (config.DATABASE_URL) return PgLeadStore.open({ connectionString: config.DATABASE_URL, maxConnections: config.DATABASE_POOL_SIZE });
  return new SqliteLeadStore(sqliteFile(config.DATA_DIR));
}
