/**
 * What the Notion webhook keeps in DATA_DIR/notion-webhook.json: the subscription's verification token
 * from the handshake (unless NOTION_WEBHOOK_TOKEN pins one), the admin page's auto-publish switch, the
 * last events with what each did, and the ids of recent events (a repeated delivery is done once).
 * Written whole after each change (core/jsonFile.ts); a missing or damaged file starts empty.
 */
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../../core/jsonFile';
import type { NotionEventEntry } from '../../src/shared/notionWebhook';

export interface StoredToken {
  value: string;
  receivedAt: string;
  /** set by the first event signed with it: from then on a handshake no longer replaces it */
  confirmedAt?: string;
}

interface StateFile {
  token?: StoredToken;
  autoPublish?: boolean;
  events: NotionEventEntry[];
  seen: string[];
}

const KEEP_EVENTS = 50;
const KEEP_SEEN = 2000;

export interface WebhookState {
  token(): StoredToken | undefined;
  setToken(token: StoredToken | undefined): Promise<void>;
  autoPublish(): boolean | undefined;
  setAutoPublish(on: boolean): Promise<void>;
  events(): NotionEventEntry[];
  /** records an event; false when its id was seen before (a repeated delivery) */
  addEvent(entry: NotionEventEntry): Promise<boolean>;
  updateEvents(ids: string[], change: Partial<NotionEventEntry>): Promise<void>;
}

/** the webhook's state in dataDir, read once */
export async function openWebhookState(dataDir: string): Promise<WebhookState> {
  const file = path.resolve(dataDir, 'notion-webhook.json');
  const read = await readCacheJson<Partial<StateFile>>(file);
  const state: StateFile = {
    ...(read?.token && typeof read.token.value === 'string' ? { token: read.token } : {}),
    ...(typeof read?.autoPublish === 'boolean' ? { autoPublish: read.autoPublish } : {}),
    events: Array.isArray(read?.events) ? read.events.slice(0, KEEP_EVENTS) : [],
    seen: Array.isArray(read?.seen) ? read.seen.filter((s) => typeof s === 'string').slice(-KEEP_SEEN) : [],
  };
  const seen = new Set(state.seen);
  // writes one after the other, each of the whole state as it is then
  let writing: Promise<void> = Promise.resolve();
  const save = () => {
    writing = writing.then(() => writeCacheJson(file, { ...state, seen: [...seen].slice(-KEEP_SEEN) })).catch(() => undefined);
    return writing;
  };
  return {
    token: () => state.token,
    async setToken(token) {
      state.token = token;
      await save();
    },
    autoPublish: () => state.autoPublish,
    async setAutoPublish(on) {
      state.autoPublish = on;
      await save();
    },
    events: () => state.events,
    async addEvent(entry) {
      if (seen.has(entry.id)) return false;
      seen.add(entry.id);
      if (seen.size > KEEP_SEEN) seen.delete(seen.values().next().value as string);
      state.events = [entry, ...state.events].slice(0, KEEP_EVENTS);
      await save();
      return true;
    },
    async updateEvents(ids, change) {
      const which = new Set(ids);
      state.events = state.events.map((e) => (which.has(e.id) ? { ...e, ...change } : e));
      await save();
    },
  };
}
