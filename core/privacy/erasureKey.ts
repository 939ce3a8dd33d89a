import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emailKey } from '../store/types';

/**
 * The key of the erasure records' address hashes. An erasure record keeps the erased address only as
 * HMAC-SHA256(key, address in lower case): whoever holds the key can check whether an address was
 * erased (and when), while a copy of the database alone reveals no address, not even by hashing a
 * list of guessed ones. LEADS_ERASURE_KEY when set (the same on every instance of one database);
 * otherwise a key generated once into DATA_DIR/erasure-key (readable by its owner only), which suits
 * one instance. The key is never printed or logged; records carry its id (the first 8 hex digits of
 * its SHA-256) so a record made under an older key is recognised as such.
 */
export interface ErasureKey {
  key: Buffer;
  /** a short public name of the key */
  id: string;
  /** the file of a generated key (undefined when LEADS_ERASURE_KEY is set) */
  file?: string;
}

export const erasureKeyFile = (dataDir: string) => path.resolve(dataDir, 'erasure-key');

const cache = new Map<string, ErasureKey>();

export function resolveErasureKey(configured: string | undefined, dataDir: string): ErasureKey {
  const cacheKey = configured ? `env:${configured}` : `file:${erasureKeyFile(dataDir)}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  let value = configured;
  let file: string | undefined;
  if (!value) {
    file = erasureKeyFile(dataDir);
    value = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
    if (value.length < 32) {
      mkdirSync(path.dirname(file), { recursive: true });
      value = randomBytes(32).toString('base64url');
      writeFileSync(file, `${value}\n`, { mode: 0o600 });
    }
  }
  const key = Buffer.from(value, 'utf8');
  const resolved = { key, id: createHash('sha256').update(key).digest('hex').slice(0, 8), file };
  cache.set(cacheKey, resolved);
  return resolved;
}

/** the address as erasure records keep it: HMAC-SHA256 of its lower-case form, in hex */
export const subjectHash = (k: ErasureKey, email: string): string => createHmac('sha256', k.key).update(emailKey(email)).digest('hex');

/** what a log line may say about the person: the first 12 hex digits of the hash */
export const subjectRef = (hash: string): string => `subject:${hash.slice(0, 12)}`;
