import { appendFile, cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitUpdate } from '../../cli/export/commit';
import { COMPRESSIBLE } from '../../cli/export/compress';
import { cleanStaleFolders } from '../../cli/export/lock';
import { regeneratePost } from '../../cli/export/regenerate';
import type { ExportReport } from '../../cli/export/report';
import { listFiles } from '../../core/fileTree';
import { copyOfExport, exportOptions, leftovers, tempRoot } from './exportCopies';

const POST = 'reducing-helpdesk-load';
let root: string;
let dir: string;
let blogDir: string;

beforeAll(async () => {
  root = await tempRoot('regenerate-in-place');
  dir = await copyOfExport(root);
  blogDir = path.join(root, 'posts');
  await cp(path.join('src', 'content', 'blog'), blogDir, { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** the report's totals measured from the files themselves */
async function measured(folder: string): Promise<ExportReport['totals']> {
  const files = await listFiles(folder);
  let bytes = 0;
  let brotliBytes = 0;
  for (const f of files.filter((x) => COMPRESSIBLE.test(x) && x !== 'report.json')) {
    const raw = (await stat(path.join(folder, f))).size;
    bytes += raw;
    brotliBytes += (await stat(path.join(folder, `${f}.br`)).catch(() => null))?.size ?? raw;
  }
  const report = JSON.parse(await readFile(path.join(folder, 'report.json'), 'utf8')) as ExportReport;
  return { pages: report.pages.length, files: files.length, bytes, brotliBytes };
}

describe('site regenerate updates the export in place', () => {
  it('a reader polling the changed files during a regenerate only ever gets the old or the new bytes, whole', async () => {
    const watched = [
      `blog/${POST}/index.html`,
      `blog/${POST}/index.html.br`,
      'blog/index.html',
      'blog/feed.xml',
      'api/blog/posts.json',
      'sitemap.xml',
    ];
    const before = new Map(await Promise.all(watched.map(async (f) => [f, await readFile(path.join(dir, f))] as const)));
    await appendFile(path.join(blogDir, `${POST}.md`), '\nA paragraph added while a reader polls the export.\n');

    const seen = new Map<string, Buffer[]>(watched.map((f) => [f, []]));
    let running = true;
    const reader = (async () => {
      while (running) {
        for (const f of watched) seen.get(f)!.push(await readFile(path.join(dir, f)));
      }
    })();
    await regeneratePost(POST, exportOptions(dir, { BLOG_DIR: blogDir }));
    running = false;
    await reader;

    const after = new Map(await Promise.all(watched.map(async (f) => [f, await readFile(path.join(dir, f))] as const)));
    expect(after.get(`blog/${POST}/index.html`)!.toString()).toContain('A paragraph added while a reader polls the export.');
    for (const f of watched) {
      const reads = seen.get(f)!;
      expect(reads.length, f).toBeGreaterThan(0);
      const partial = reads.filter((b) => !b.equals(before.get(f)!) && !b.equals(after.get(f)!));
      expect(partial.length, `${f}: ${partial.length} reads were neither the old nor the new file`).toBe(0);
    }
    expect(await leftovers(dir)).toEqual([]);
  });

  it("keeps report.json's totals equal to the files on disk", async () => {
    const report = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as ExportReport;
    expect(report.totals).toEqual(await measured(dir));
  });

  it('regenerates a post of an export whose report.json was indented whole (as an editor saves it)', async () => {
    const file = path.join(dir, 'report.json');
    const before = JSON.parse(await readFile(file, 'utf8')) as ExportReport;
    await writeFile(file, `${JSON.stringify(before, null, 2)}\n`);
    await appendFile(path.join(blogDir, `${POST}.md`), '\nA paragraph added after report.json was re-indented.\n');
    await regeneratePost(POST, exportOptions(dir, { BLOG_DIR: blogDir }));
    expect(await readFile(path.join(dir, 'blog', POST, 'index.html'), 'utf8')).toContain(
      'A paragraph added after report.json was re-indented.',
    );
    // written back in the exporter's layout, every other page as it was
    const text = await readFile(file, 'utf8');
    expect(text).toContain(`\n    {"path":"/blog/${POST}",`);
    const after = JSON.parse(text) as ExportReport;
    const others = (r: ExportReport) => r.pages.filter((p) => p.path !== `/blog/${POST}`);
    expect(others(after)).toEqual(others(before));
    expect(after.totals).toEqual(await measured(dir));
  });

  it('an update cut off while moving its files in is finished by the next run', async () => {
    // the side folder of an update whose journal was written: one file moved, one not yet
    const side = path.join(path.dirname(dir), `.${path.basename(dir)}.staging-cutoff`);
    await mkdir(path.join(side, 'about'), { recursive: true });
    await writeFile(path.join(side, 'about', 'index.html'), 'new about');
    await writeFile(path.join(side, 'extra.txt'), 'new file');
    // commitUpdate would move both; simulate the cut by writing its journal and moving only one
    const journal = { files: ['about/index.html', 'extra.txt'], remove: ['robots.txt'] };
    await writeFile(path.join(side, '.commit.json'), JSON.stringify(journal));
    await cp(path.join(side, 'extra.txt'), path.join(dir, 'extra.txt'));
    await rm(path.join(side, 'extra.txt'));

    await cleanStaleFolders(dir);
    expect(await readFile(path.join(dir, 'about', 'index.html'), 'utf8')).toBe('new about');
    expect(await readFile(path.join(dir, 'extra.txt'), 'utf8')).toBe('new file');
    await expect(stat(path.join(dir, 'robots.txt'))).rejects.toThrow(/ENOENT/);
    expect(await leftovers(dir)).toEqual([]);
  });

  it('an update cut off before its journal leaves the export as it was', async () => {
    const side = path.join(path.dirname(dir), `.${path.basename(dir)}.staging-early`);
    await mkdir(side, { recursive: true });
    await writeFile(path.join(side, 'index.html'), 'half-made home');
    const home = await readFile(path.join(dir, 'index.html'));
    await cleanStaleFolders(dir);
    expect((await readFile(path.join(dir, 'index.html'))).equals(home)).toBe(true);
    expect(await leftovers(dir)).toEqual([]);
  });

  it('moves assets before pages and report.json last', async () => {
    const live = path.join(root, 'order-live');
    const side = path.join(root, 'order-side');
    const files = ['report.json', 'blog/x/index.html', 'assets/a.js', 'sitemap.xml'];
    await mkdir(live, { recursive: true });
    for (const f of files) {
      await mkdir(path.dirname(path.join(side, f)), { recursive: true });
      await writeFile(path.join(side, f), f);
    }
    await commitUpdate(side, live, files, []);
    const times = await Promise.all(files.map(async (f) => (await stat(path.join(live, f))).ctimeMs));
    const [report, page, asset, sitemap] = times as [number, number, number, number];
    expect(asset).toBeLessThanOrEqual(page);
    expect(page).toBeLessThanOrEqual(sitemap);
    expect(sitemap).toBeLessThanOrEqual(report);
    await expect(stat(side)).rejects.toThrow(/ENOENT/);
  });
});
