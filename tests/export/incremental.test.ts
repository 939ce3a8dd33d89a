import { appendFile, cp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSite } from '../../cli/export/exportSite';
import { regeneratePost } from '../../cli/export/regenerate';
import { spareDirFor } from '../../cli/export/swap';
import { listFiles } from '../../core/fileTree';
import { exportOptions, inode, tempRoot } from './exportCopies';

const POST = 'reducing-helpdesk-load';
let root: string;
let blogDir: string;

beforeAll(async () => {
  root = await tempRoot('incremental');
  blogDir = path.join(root, 'blog');
  await cp(path.join('src', 'content', 'blog'), blogDir, { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** the files of an export whose bytes differ from a cold export's of the same sources (none expected) */
async function differsFromCold(dir: string, name: string, blog = blogDir): Promise<string[]> {
  const cold = path.join(root, name);
  const fresh = await exportSite(exportOptions(cold, { BLOG_DIR: blog }));
  expect(fresh.report.reusedPages).toBe(0);
  const [incremental, expected] = await Promise.all([contents(dir), contents(cold)]);
  expect([...incremental.keys()]).toEqual([...expected.keys()]);
  return [...expected].filter(([f, bytes]) => !incremental.get(f)?.equals(bytes)).map(([f]) => f);
}

/** every file of an export but its build report, with its bytes */
async function contents(dir: string): Promise<Map<string, Buffer>> {
  const files = (await listFiles(dir)).filter((f) => f !== 'report.json');
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(path.join(dir, f))] as const)));
}

describe('incremental export', () => {
  it('after a one-post edit renders what the edit affects, reuses the rest, and writes what a cold export writes', async () => {
    const dir = path.join(root, 'site');
    const opts = exportOptions(dir, { BLOG_DIR: blogDir });
    const first = await exportSite(opts);
    expect(first.report.reusedPages).toBe(0);
    const about = await inode(path.join(dir, 'about', 'index.html'));
    const post = await inode(path.join(dir, 'blog', POST, 'index.html'));

    await appendFile(path.join(blogDir, `${POST}.md`), '\nA paragraph added after the first export.\n');
    const second = await exportSite(opts);
    // the edited post and the pages that show its text or summary are rendered; the others are linked
    const rendered = second.report.pages.length - (second.report.reusedPages ?? 0);
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(second.report.reusedPages).toBeGreaterThan(40);
    expect(await inode(path.join(dir, 'about', 'index.html'))).toBe(about);
    expect(await inode(path.join(dir, 'blog', POST, 'index.html'))).not.toBe(post);
    expect(await readFile(path.join(dir, 'blog', POST, 'index.html'), 'utf8')).toContain('A paragraph added after the first export.');

    // a cold export of the same sources into a folder without history
    expect(await differsFromCold(dir, 'cold')).toEqual([]);
  });

  it('builds in the export before the live one (the spare) without writing into the live files, and drops what left', async () => {
    const dir = path.join(root, 'recycled');
    const blog = path.join(root, 'recycled-blog');
    await cp(blogDir, blog, { recursive: true });
    const opts = exportOptions(dir, { BLOG_DIR: blog });
    await exportSite(opts);
    expect(await stat(spareDirFor(dir)).catch(() => null)).toBeNull();
    await appendFile(path.join(blog, `${POST}.md`), '\nA first edit.\n');
    await exportSite(opts);
    // the first export is kept beside the live one; the third export is built in it
    expect((await stat(spareDirFor(dir))).isDirectory()).toBe(true);
    const live = await contents(dir);

    // an edit (a page the spare holds as a link to the live file is rendered again) and a removed post
    await appendFile(path.join(blog, `${POST}.md`), '\nA second edit.\n');
    const removed = (await listFiles(blog)).find((f) => f.endsWith('.md') && !f.startsWith(POST))!;
    await rm(path.join(blog, removed));
    const third = await exportSite(opts);
    expect(third.report.reusedPages).toBeGreaterThan(40);
    expect(third.report.totals.files).toBe((await listFiles(dir)).length);

    // the export that was live while the third one was built is now the spare, byte for byte as it was
    const spare = await contents(spareDirFor(dir));
    expect([...spare.keys()]).toEqual([...live.keys()]);
    expect([...live].filter(([f, bytes]) => !spare.get(f)?.equals(bytes)).map(([f]) => f)).toEqual([]);
    const slug = removed.replace(/\.md$/, '');
    expect((await listFiles(dir)).filter((f) => f.includes(slug))).toEqual([]);
    expect(await differsFromCold(dir, 'cold-recycled', blog)).toEqual([]);
  });

  it('carries its memo over a regenerate: the next export reuses the regenerated page instead of rendering it', async () => {
    const dir = path.join(root, 'after-regenerate');
    const opts = exportOptions(dir, { BLOG_DIR: blogDir });
    await exportSite(opts);
    // a body edit (the summary, shown on other pages, stays): regenerate renders every page it changes
    await appendFile(path.join(blogDir, `${POST}.md`), '\nA paragraph added before a regenerate.\n');
    await regeneratePost(POST, { ...opts, quiet: true });
    const regenerated = await inode(path.join(dir, 'blog', POST, 'index.html'));

    const next = await exportSite(opts);
    expect(next.report.reusedPages).toBe(next.report.pages.length);
    expect(await inode(path.join(dir, 'blog', POST, 'index.html'))).toBe(regenerated);
    expect(await readFile(path.join(dir, 'blog', POST, 'index.html'), 'utf8')).toContain('A paragraph added before a regenerate.');
    expect(await differsFromCold(dir, 'cold-after-regenerate')).toEqual([]);
  });
});
