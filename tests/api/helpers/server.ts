import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteServer } from '../../../api/server';
import { loadConfig } from '../../../core/config';
import type { MailTransport } from '../../../core/mail/transport';
import type { OutboxWorkerOptions } from '../../../core/mail/worker';
import { createLeadBackend } from '../../../core/store/backend';
import type { LeadStore } from '../../../core/store/types';

export interface TestServer {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/** the real site server (API + static folder) on a free loopback port, over the given store */
export async function startServer(opts: {
  store: LeadStore;
  env?: Record<string, string>;
  transport?: MailTransport;
  worker?: OutboxWorkerOptions;
  retention?: { checkEveryMs?: number; firstAfterMs?: number };
}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blok-api-'));
  const siteDir = path.join(dataDir, 'site');
  mkdirSync(siteDir);
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>t</title>');
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SITE_URL: 'https://bloksecure.com', ...opts.env });
  const leads = createLeadBackend(config, { store: opts.store, transport: opts.transport, worker: opts.worker, retention: opts.retention });
  const site = createSiteServer(config, siteDir, { leads });
  const { port } = await site.listen();
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async close() {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs JSON (or any body with the given content type) */
export function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
