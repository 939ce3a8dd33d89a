import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompleteStaticSite, zipSite } from '../../cli/export/zip';
import { siteZipFor } from '../../core/exportPaths';
import { copyOfExport, exportOptions, tempRoot } from './exportCopies';
import { readSiteFile } from './site';
import { readZip } from './zipReader';

let root: string;
beforeAll(async () => {
  root = await tempRoot('zip');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('site zip', () => {
  it('zips every file of the export but its build report, byte-identical for two exports of the same source', async () => {
    // a copy of the run's export, and a second export made now (zipSite exports first when there is none)
    const a = await copyOfExport(await tempRoot('zip-a'));
    const b = path.join(root, 'fresh', 'site');
    const zippedA = await zipSite(exportOptions(a));
    const zippedB = await zipSite(exportOptions(b));
    expect(zippedA.zipFile).toBe(siteZipFor(a));
    expect(zippedA.result.success).toBe(true);
    expect(zippedA.result.message).toMatch(/^Created site\.zip \(\d+\.\d MB, \d+ files, \d+ pages\)$/);
    expect(zippedB.result.message).toMatch(/^Exported the site \(there was none\) and created site\.zip/);

    const bytesA = await readFile(zippedA.zipFile);
    const bytesB = await readFile(zippedB.zipFile);
    expect(bytesA.equals(bytesB)).toBe(true);

    const entries = readZip(bytesA);
    const names = entries.map((e) => e.name);
    expect(names).toEqual([...names].sort());
    for (const f of [
      'index.html',
      'index.html.br',
      'index.html.gz',
      '404.html',
      'sitemap.xml',
      'robots.txt',
      'blog/feed.xml',
      'about/index.html',
    ])
      expect(names).toContain(f);
    expect(names.some((n) => /^assets\/main-[A-Z0-9]+\.js$/.test(n))).toBe(true);
    expect(names).not.toContain('report.json');
    expect(names.some((n) => n.startsWith('admin'))).toBe(false);
    expect(entries.find((e) => e.name === 'about/index.html')?.data.toString()).toBe(await readSiteFile('about/index.html'));
    await rm(path.dirname(a), { recursive: true, force: true });
  });

  it('makes a complete fresh export and its zip in one step', async () => {
    const dir = path.join(root, 'complete', 'site');
    const { result, zipFile, report } = await createCompleteStaticSite(exportOptions(dir));
    expect(result.success).toBe(true);
    expect(result.message).toMatch(/^Generated \d+ pages.*; zipped into site\.zip \(\d+\.\d MB\)$/);
    expect(result.stats.totalPages).toBe(report.pages.length);
    expect(readZip(await readFile(zipFile)).some((e) => e.name === 'index.html')).toBe(true);
  });
});
