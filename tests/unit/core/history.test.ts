import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyFileFor, pageChanges, type ReportPages, readHistory, snapshotOf, withHistory } from '../../../core/history';
import { reportPages } from '../reportPages';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'history-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('withHistory', () => {
  const before = reportPages('2026-01-01T00:00:00.000Z', [
    ['/', 'k1', 10],
    ['/about', 'k2', 20],
    ['/old', 'k3', 5],
  ]);
  const after = reportPages('2026-01-02T00:00:00.000Z', [
    ['/', 'k1', 10],
    ['/about', 'k9', 21],
    ['/new', 'k4', 3],
  ]);
  /** an export folder holding this report.json */
  const exportWith = async (r: ReportPages, name: string) => {
    const outDir = path.join(root, name, 'site');
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'report.json'), JSON.stringify(r));
    return outDir;
  };
  const lastEntry = async (outDir: string) => JSON.parse((await readFile(historyFileFor(outDir), 'utf8')).trim().split('\n').at(-1)!);

  it('takes the pages changed from the report a run hands over, without reading report.json back', async () => {
    const outDir = await exportWith(before, 'handed');
    // the folder still holds the old report: the counts can only come from the report handed over
    await withHistory({ outDir, label: 'site export', source: 'cli', report: (o: { report: ReportPages }) => o.report }, async () => ({
      result: { success: true, message: 'Generated 3 pages' },
      report: after,
    }));
    const entry = await lastEntry(outDir);
    expect(entry.pages).toEqual(pageChanges(snapshotOf(before), snapshotOf(after)));
    expect(entry.pages).toEqual({ added: 1, changed: 1, removed: 1 });
    expect(entry.exportBytes).toBe(34);
  });

  it('reads report.json after a run that hands none over', async () => {
    const outDir = await exportWith(before, 'read');
    await withHistory({ outDir, label: 'site export', source: 'cli' }, async () => {
      await writeFile(path.join(outDir, 'report.json'), JSON.stringify(after));
      return { result: { success: true, message: 'Generated 3 pages' } };
    });
    expect((await lastEntry(outDir)).pages).toEqual({ added: 1, changed: 1, removed: 1 });
  });
});

describe('readHistory', () => {
  it('reads only lines that are entries as recordRun writes them: not bare values, arrays or fields of another type', async () => {
    const outDir = path.join(root, 'hostile', 'site');
    await mkdir(path.dirname(outDir), { recursive: true });
    const good = {
      at: '2026-01-02T00:00:00.000Z',
      label: 'site deploy',
      source: 'cli',
      ok: true,
      message: 'Uploaded 3 files',
      pages: { added: 1, changed: 0, removed: 0 },
      upload: { files: 3, deleted: 0, bytes: 10, target: 's3://site' },
      durationMs: 12,
    };
    const lines = [
      JSON.stringify(good),
      '1',
      'null',
      '"a string"',
      '[{"at":"x"}]',
      'true',
      JSON.stringify({ ...good, ok: 'yes' }),
      JSON.stringify({ ...good, at: '<img src=x onerror=alert(1)>' }),
      JSON.stringify({ ...good, pages: { added: '1', changed: 0, removed: 0 } }),
      JSON.stringify({ ...good, upload: 'everything' }),
      JSON.stringify({ ...good, source: 'somewhere' }),
      '{"at": "2026-01-02T00:00:00.000Z", "label": "cut off by a cr',
    ];
    await writeFile(historyFileFor(outDir), `${lines.join('\n')}\n`);
    expect(await readHistory(outDir)).toEqual([good]);
  });
});
