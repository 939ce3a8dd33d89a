import { type InboxItem, type InboxPage, type InboxQuery, inboxQuerySchema } from '../../src/shared/leads/inbox';
import type { Config } from '../config';
import { openLeadStore } from './index';
import type { LeadStore } from './types';

/** opens the configured store for one CLI command and closes it after */
export async function withStore<T>(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>, work: (store: LeadStore) => Promise<T>): Promise<T> {
  const store = await openLeadStore(config);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** the CLI's filter options, as `site leads list` and `site leads export` take them */
export interface CliFilters {
  search?: string;
  form?: InboxQuery['form'];
  since?: string;
  until?: string;
  limit?: number;
}

/** `7d` (the last 7 days) as an instant; anything else is left to the shared schema */
const relative = (s: string | undefined, now: number) => {
  const m = /^(\d{1,5})d$/.exec(s ?? '');
  return m ? new Date(now - Number(m[1]) * 86_400_000).toISOString() : s;
};

/** the CLI's options as the API's query, checked by the same schema; a bad one throws with the option's name */
export function cliQuery(opts: CliFilters, now = Date.now()): InboxQuery {
  const parsed = inboxQuerySchema.safeParse({
    form: opts.form,
    since: relative(opts.since, now),
    until: relative(opts.until, now),
    q: opts.search,
    limit: opts.limit,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = { q: 'search' }[String(issue?.path[0])] ?? String(issue?.path[0] ?? 'option');
  throw new Error(`--${name} ${issue?.message ?? 'is invalid'}`);
}

// a name like "\u001b[2J" must not drive the operator's terminal
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
export const printable = (s: string | null) =>
  Array.from(s ?? '', (ch) => {
    const code = ch.charCodeAt(0);
    if (!isControl(code)) return ch;
    return ch === '\n' ? '⏎' : `\\u${code.toString(16).padStart(4, '0')}`;
  }).join('');

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

const row = (i: InboxItem) =>
  `${i.createdAt.padEnd(24)} ${i.form.padEnd(10)} ${clip(printable(i.name), 24)} ${clip(printable(i.email), 30)} ${printable(i.company)}`;

/** a terminal table of an inbox page, with control characters shown as escapes, and how many there are in all */
export function inboxTable(page: InboxPage): string {
  if (page.items.length === 0) return page.total === 0 ? 'No leads or sign-ups match.' : 'No more rows.';
  const head = `${'received'.padEnd(24)} ${'form'.padEnd(10)} ${'name'.padEnd(24)} ${'email'.padEnd(30)} company`;
  const more = page.total > page.items.length ? `\n${page.items.length} of ${page.total} shown, newest first (--limit for more).` : '';
  return `${[head, ...page.items.map(row)].join('\n')}${more}`;
}
