import type { FormType } from '../../src/shared/forms/options';
import type { Config } from '../config';
import { leadsCsv, subscribersCsv } from './csv';
import { openLeadStore } from './index';
import type { LeadRecord, SubscriberRecord } from './types';

export interface ReadOptions {
  /** newsletter subscribers instead of leads */
  newsletter?: boolean;
  formType?: FormType;
  /** newest first; all when absent */
  limit?: number;
}

/** reads leads (or subscribers) from the configured store; used by `site leads` */
export async function readStoredRecords(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>,
  opts: ReadOptions,
): Promise<{ leads: LeadRecord[] } | { subscribers: SubscriberRecord[] }> {
  const store = await openLeadStore(config);
  try {
    const limit = opts.limit ?? Number.MAX_SAFE_INTEGER;
    if (opts.newsletter) return { subscribers: await store.listSubscribers({ limit }) };
    return { leads: await store.listLeads({ limit, formType: opts.formType }) };
  } finally {
    await store.close();
  }
}

/** the records as an RFC 4180 CSV document */
export function recordsCsv(records: { leads: LeadRecord[] } | { subscribers: SubscriberRecord[] }): string {
  return 'leads' in records ? leadsCsv(records.leads) : subscribersCsv(records.subscribers);
}

// a name like "\u001b[2J" must not drive the operator's terminal
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const printable = (s: string | null) =>
  Array.from(s ?? '', (ch) => {
    const code = ch.charCodeAt(0);
    if (!isControl(code)) return ch;
    return ch === '\n' ? '⏎' : `\\u${code.toString(16).padStart(4, '0')}`;
  }).join('');

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

/** a terminal table of the records, with control characters shown as escapes */
export function recordsTable(records: { leads: LeadRecord[] } | { subscribers: SubscriberRecord[] }): string {
  if ('subscribers' in records) {
    if (records.subscribers.length === 0) return 'No newsletter subscribers yet.';
    return [`${'received'.padEnd(24)} email`, ...records.subscribers.map((s) => `${s.createdAt.padEnd(24)} ${printable(s.email)}`)].join(
      '\n',
    );
  }
  if (records.leads.length === 0) return 'No leads yet.';
  const head = `${'received'.padEnd(24)} ${'form'.padEnd(7)} ${'name'.padEnd(24)} ${'email'.padEnd(30)} company`;
  const rows = records.leads.map(
    (l) =>
      `${l.createdAt.padEnd(24)} ${l.formType.padEnd(7)} ${clip(printable(l.name), 24)} ${clip(printable(l.email), 30)} ${printable(l.company)}`,
  );
  return [head, ...rows].join('\n');
}
