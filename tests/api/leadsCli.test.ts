import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadNotification } from '../../core/mail/notification';
import { csvCell } from '../../core/store/csv';
import { inboxCsv } from '../../core/store/inbox';
import { PgLeadStore } from '../../core/store/postgres';
import { SqliteLeadStore } from '../../core/store/sqlite';
import { type LeadRecord, type LeadStore, leadRecordFrom } from '../../core/store/types';
import type { InboxPage } from '../../src/shared/leads/inbox';
import type { PersonData } from '../../src/shared/leads/person';
import { dropSchema, postgresUrl, testSchema } from './helpers/postgres';

const run = promisify(execFile);
const bin = path.resolve(import.meta.dirname, '../../bin/site.mjs');

function lead(name: string, extra: Partial<{ company: string; phone: string; message: string }> = {}): LeadRecord {
  return leadRecordFrom(
    {
      name,
      email: `${name.length}@example.com`,
      companySize: 'Unknown',
      message: 'hi',
      formType: 'contact',
      marketingConsent: false,
      ...extra,
    },
    crypto.randomUUID(),
    new Date(),
  );
}

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(false)).toBe('false');
  });

  it.each(['=1+2', '+1 905 555 0100', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil","click")'])(
    'neutralises %j so a spreadsheet shows it as text',
    (value) => {
      const cell = csvCell(value);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(unquoted).toBe(`'${value}`);
    },
  );
});

describe('inboxCsv', () => {
  it('has a header and CRLF line ends, and round-trips quoted text', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blok-csv-'));
    const store = new SqliteLeadStore(path.join(dir, 'leads.sqlite'));
    const l = lead('Ada, "the Countess"', { message: 'multi\r\nline' });
    await store.addLead(l, leadNotification(l, { to: 's@example.com', from: 'w@example.com' }));
    let csv = '';
    for await (const chunk of inboxCsv(store, {})) csv += chunk;
    await store.close();
    rmSync(dir, { recursive: true, force: true });
    expect(csv.split('\r\n')[0]).toBe('id,created_at,form_type,name,email,company,company_size,phone,message,marketing_consent');
    expect(csv).toContain('"Ada, ""the Countess"""');
    expect(csv).toContain('"multi\r\nline"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

async function seed(store: LeadStore) {
  for (const make of [
    () => lead('Ada Lovelace', { company: 'Engines' }),
    () => lead('=cmd|calc', { phone: '+1 555' }),
    () => lead('Evil \u001b[2J name'),
  ]) {
    const l = make();
    await store.addLead(l, leadNotification(l, { to: 's@example.com', from: 'w@example.com' }));
    // the inbox orders by time (to the millisecond), then by id
    await new Promise((r) => setTimeout(r, 3));
  }
  await store.addSubscriber('reader@example.com');
}

const stores = [
  {
    name: 'sqlite',
    async setup() {
      const dir = mkdtempSync(path.join(tmpdir(), 'blok-cli-'));
      const store = new SqliteLeadStore(path.join(dir, 'leads.sqlite'));
      await seed(store);
      await store.close();
      return { env: { DATA_DIR: dir, DATABASE_URL: '' }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'postgres',
    async setup() {
      const url = await postgresUrl();
      const schema = testSchema('cli');
      const store = await PgLeadStore.open({ connectionString: url, schema });
      await seed(store);
      await store.close();
      const u = new URL(url);
      u.searchParams.set('options', `-c search_path=${schema}`);
      // DATA_DIR still holds the erasure key (and .eml files): one of the test's own
      const dir = mkdtempSync(path.join(tmpdir(), 'blok-cli-'));
      return {
        env: { DATABASE_URL: u.toString(), DATA_DIR: dir },
        cleanup: async () => {
          rmSync(dir, { recursive: true, force: true });
          await dropSchema(url, schema);
        },
      };
    },
  },
];

describe.each(stores)('site leads ($name)', (kind) => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ env, cleanup } = await kind.setup());
  });
  afterAll(async () => cleanup?.());
  const site = (...args: string[]) => run(process.execPath, [bin, ...args], { env: { ...process.env, ...env }, timeout: 60_000 });

  it('list prints the newest leads and sign-ups first, with control characters escaped', async () => {
    const { stdout } = await site('leads', 'list');
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^received\s+form\s+name\s+email\s+company$/);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/ newsletter .*reader@example\.com/);
    expect(lines[2]).toContain('Evil \\u001b[2J name');
    expect(stdout).not.toContain('\u001b');
    expect(lines[4]).toContain('Ada Lovelace');
    expect(lines[4]).toContain('Engines');
    const json = JSON.parse((await site('leads', 'list', '--json', '--form', 'contact', '--limit', '1')).stdout) as InboxPage;
    expect(json.items.map((l) => l.name)).toEqual(['Evil \u001b[2J name']);
    expect(json.total).toBe(3);
    expect(json.older).toEqual(expect.any(String));
    expect((await site('leads', 'list', '--newsletter')).stdout).toContain('reader@example.com');
  });

  it('list --search finds by name, e-mail or company, case and accents aside; --since and --until bound the dates', async () => {
    const found = (out: string) => out.trim().split('\n').slice(1);
    expect(found((await site('leads', 'list', '--search', 'ÉNGINES')).stdout)).toEqual([expect.stringContaining('Ada Lovelace')]);
    expect(found((await site('leads', 'list', '--search', 'ada engines')).stdout)).toHaveLength(1);
    expect(found((await site('leads', 'list', '--search', 'READER@')).stdout)).toEqual([expect.stringContaining('reader@example.com')]);
    expect((await site('leads', 'list', '--search', 'nobody-has-this')).stdout.trim()).toBe('No leads or sign-ups match.');
    expect(found((await site('leads', 'list', '--since', '7d')).stdout)).toHaveLength(4);
    expect((await site('leads', 'list', '--until', '2000-01-01')).stdout.trim()).toBe('No leads or sign-ups match.');
    await expect(site('leads', 'list', '--since', 'yesterday')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--since must be a date (2025-01-31)'),
    });
  });

  it('export --format csv writes the filtered set as RFC 4180 with formulas neutralised', async () => {
    const { stdout } = await site('leads', 'export', '--format', 'csv');
    const rows = stdout.split('\r\n');
    expect(rows[0]).toBe('id,created_at,form_type,name,email,company,company_size,phone,message,marketing_consent');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toMatch(/,newsletter,,reader@example\.com,,,,,$/);
    expect(stdout).toContain(",'=cmd|calc,");
    expect(stdout).toContain(",'+1 555,");
    expect(stdout).not.toMatch(/,=cmd/);
    const only = (await site('leads', 'export', '--format', 'csv', '--search', 'engines')).stdout.split('\r\n');
    expect(only).toHaveLength(3);
    expect(only[1]).toContain('Ada Lovelace');
  });

  it('export --out writes a file; a missing or unknown format is refused', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'blok-csv-')), 'subscribers.csv');
    await site('leads', 'export', '--format', 'csv', '--newsletter', '--out', out);
    expect(readFileSync(out, 'utf8')).toMatch(/^id,created_at,email\r\n[0-9a-f-]{36},[^,]+,reader@example\.com\r\n$/);
    // argument checks do not depend on the store: once is enough
    if (kind.name !== 'sqlite') return;
    await expect(site('leads', 'export')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("required option '--format <format>'"),
    });
    await expect(site('leads', 'export', '--format', 'xlsx')).rejects.toMatchObject({ code: 1 });
  });
  it('show prints what is held on one person, --json the export document; erase asks, then erases it', async () => {
    const { stdout } = await site('leads', 'show', 'READER@example.com');
    expect(stdout).toContain('Held on READER@example.com:');
    expect(stdout).toMatch(/newsletter sign-up: since \d{4}-/);
    const doc = JSON.parse((await site('leads', 'show', '12@example.com', '--json')).stdout) as PersonData;
    expect(doc.leads.map((l) => l.name)).toEqual(['Ada Lovelace']);
    expect(doc.outboxMessages).toHaveLength(1);
    // no terminal to confirm on, and no --yes: nothing happens
    await expect(site('leads', 'erase', 'reader@example.com')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Nothing erased: confirm on a terminal, or pass --yes'),
    });
    const erased = await site('leads', 'erase', 'Reader@Example.com', '--yes');
    expect(erased.stdout).toMatch(
      /^Erased 0 leads, 1 newsletter sign-up, 0 outbox messages \(0 not sent, now never sent\) and 0 \.eml files\. Erasure record [0-9a-f-]{36} \(subject [0-9a-f]{12}, key [0-9a-f]{8}\)\.$/m,
    );
    expect(`${erased.stdout}${erased.stderr}`).not.toMatch(/reader@example\.com/i);
    expect((await site('leads', 'list', '--newsletter')).stdout.trim()).toBe('No leads or sign-ups match.');
    await expect(site('leads', 'show', 'not-an-address')).rejects.toMatchObject({ code: 1 });
  });
});
