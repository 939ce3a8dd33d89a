import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLimits } from '../../../api/limitStore';
import { type AdminActions, exporterActions, registerAdminRoutes } from '../../../api/routes/admin';
import { loadConfig } from '../../../core/config';
import { type ExportChange, historyFileFor } from '../../../core/history';
import { ADMIN_ACTIONS } from '../../../src/shared/adminActions';
import { reportPages } from '../reportPages';

const TOKEN = 'admin-history-test-token-0123456789abcdef';
// what the export folder holds: reading it around a run would count nothing changed
const onDisk = reportPages('2026-01-01T00:00:00.000Z', [
  ['/', 'k1', 10],
  ['/blog/a', 'k2', 20],
]);
const success = { success: true, message: 'done', stats: { successCount: 1, errorCount: 0, outputDirectory: '', errors: [] } };

let root: string;
let siteDir: string;
let app: Hono;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'admin-history-'));
  siteDir = path.join(root, 'site');
  await mkdir(siteDir);
  await writeFile(path.join(siteDir, 'report.json'), JSON.stringify(onDisk));
  const change: ExportChange = { pages: { added: 0, changed: 2, removed: 0 }, exportBytes: 31 };
  const written = reportPages('2026-01-02T00:00:00.000Z', [
    ['/', 'k1', 10],
    ['/blog/b', 'k3', 25],
  ]);
  // the exporter functions, as far as the history sees them: nothing is written to the folder
  const actions: AdminActions = {
    ...exporterActions,
    regenerate: async () => ({ result: success, change }),
    site: async () => ({ result: success, report: written }),
  };
  app = new Hono();
  registerAdminRoutes(app, { config: loadConfig({ ADMIN_TOKEN: TOKEN }), siteDir, token: TOKEN, limits: memoryLimits(), actions });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const post = (p: string) => app.request(p, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } });
const lastEntry = async () => JSON.parse((await readFile(historyFileFor(siteDir), 'utf8')).trim().split('\n').at(-1)!);

describe("the admin actions' history", () => {
  it('records what a Regenerate hands over, without reading report.json around it', async () => {
    expect((await post(`${ADMIN_ACTIONS.regenerate.path}/a`)).status).toBe(200);
    expect(await lastEntry()).toMatchObject({
      label: 'Regenerate a',
      source: 'admin',
      ok: true,
      pages: { added: 0, changed: 2, removed: 0 },
      exportBytes: 31,
    });
  });

  it('counts a full export against the report it hands over, not the one read back', async () => {
    expect((await post(ADMIN_ACTIONS.site.path)).status).toBe(200);
    expect(await lastEntry()).toMatchObject({
      label: ADMIN_ACTIONS.site.label,
      ok: true,
      pages: { added: 1, changed: 0, removed: 1 },
      exportBytes: 35,
    });
  });
});
