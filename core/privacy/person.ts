import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ErasureRecord, PersonData } from '../../src/shared/leads/person';
import { log } from '../log';
import { ERASED_STORES } from '../store/erase';
import { erasureRecords, personRows } from '../store/personRows';
import { emailKey, type LeadStore } from '../store/types';
import { type ErasureKey, subjectHash, subjectRef } from './erasureKey';

/**
 * One person's data by e-mail address (GDPR articles 15, 17 and 20): everything the store holds on
 * them, and the notification e-mails written as .eml files under DATA_DIR/outbox, found, exported as
 * one document, or erased. The API (/api/admin/leads/person, /erase) and the CLI (site leads show,
 * site leads erase) call these. Log lines name the person only by `subjectRef` (a prefix of the
 * keyed hash), never by address.
 */
export interface PersonContext {
  store: LeadStore;
  /** DATA_DIR: its outbox folder holds the .eml files */
  dataDir: string;
  key: ErasureKey;
}

export const outboxDir = (dataDir: string) => path.resolve(dataDir, 'outbox');

/** an .eml file's text with quoted-printable soft line breaks undone, lower case (to find an address in it) */
const searchable = (text: string) => text.replace(/=\r?\n/g, '').toLowerCase();

/**
 * the .eml files of the person: those of their outbox messages (named by the message id), and any
 * other that names one of their leads (X-Lead-Id) or carries their address (a file whose row a
 * retention run already removed)
 */
async function emlFilesOf(dataDir: string, address: string, leadIds: string[], outboxIds: string[]) {
  const dir = outboxDir(dataDir);
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const ids = new Set(outboxIds);
  const leadHeader = new RegExp(`^X-Lead-Id: (${leadIds.map((id) => id.replace(/[^0-9a-f-]/gi, '')).join('|') || '(?!)'})\\r?$`, 'im');
  // the whole address, not a part of a longer one (a@b.co is not in xa@b.com)
  const escaped = emailKey(address).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const needle = new RegExp(`(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-]|\\.($|[^a-z0-9-]))`, 'm');
  const found: Array<{ name: string; file: string; content: string }> = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const file = path.join(dir, name);
    const content = await readFile(file, 'utf8').catch(() => null);
    if (content === null) continue;
    if (ids.has(name.slice(0, -'.eml'.length)) || leadHeader.test(content) || needle.test(searchable(content)))
      found.push({ name, file, content });
  }
  return found;
}

/** everything held on the address, as the one document of an export (nothing is changed) */
export async function findPerson(ctx: PersonContext, address: string): Promise<PersonData> {
  const rows = await personRows(ctx.store.reader, emailKey(address));
  const hash = subjectHash(ctx.key, address);
  const files = await emlFilesOf(
    ctx.dataDir,
    address,
    rows.leads.map((l) => l.id),
    rows.outboxMessages.map((m) => m.id),
  );
  const erasures = await erasureRecords(ctx.store.reader, { subjectHash: hash });
  log('info', 'person data looked up', {
    subject: subjectRef(hash),
    leads: rows.leads.length,
    newsletter: rows.newsletter ? 1 : 0,
    outbox: rows.outboxMessages.length,
    emlFiles: files.length,
  });
  return {
    email: address.trim(),
    generatedAt: new Date().toISOString(),
    ...rows,
    emlFiles: files.map((f) => ({ name: f.name, bytes: Buffer.byteLength(f.content), content: f.content })),
    erasures,
  };
}

/** an erase that found a message being sent waited this long for it at most (an SMTP send times out after 30 s) */
export const ERASE_WAIT_MS = 45_000;

export class EraseBusyError extends Error {
  override name = 'EraseBusyError';
}

/**
 * Erases the person: their leads, outbox messages (a waiting one is then never sent) and sign-up in one
 * transaction with the erasure record, then their .eml files. When one of their messages is being
 * handed to its server at this very moment, the erase waits for that send to end (up to ERASE_WAIT_MS)
 * rather than let it finish after the erase.
 */
export async function erasePerson(ctx: PersonContext, address: string, opts: { waitMs?: number } = {}): Promise<ErasureRecord> {
  const hash = subjectHash(ctx.key, address);
  const id = crypto.randomUUID();
  const erasedAt = new Date().toISOString();
  const until = Date.now() + (opts.waitMs ?? ERASE_WAIT_MS);
  for (;;) {
    const result = await ctx.store.erasePerson(emailKey(address), { id, erasedAt, subjectHash: hash, keyId: ctx.key.id });
    if (result.status === 'sending') {
      if (Date.now() > until) {
        log('warn', 'person not erased: a message to them is still being sent', { subject: subjectRef(hash) });
        throw new EraseBusyError('A notification about this person is being sent right now. Nothing was erased: try again in a minute.');
      }
      await sleep(200);
      continue;
    }
    const files = await emlFilesOf(ctx.dataDir, address, result.leadIds, result.outboxIds);
    for (const f of files) await rm(f.file, { force: true });
    const counts = { ...result.counts, emlFiles: files.length };
    if (files.length > 0) await ctx.store.noteErasure(id, counts);
    log('info', 'person erased', { subject: subjectRef(hash), ...counts });
    return { id, erasedAt, subject: hash.slice(0, 12), keyId: ctx.key.id, stores: ERASED_STORES, counts };
  }
}
