import { cp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBlog } from '../../cli/export/blogOnly';
import { buildCacheRoot, loadBuild } from '../../cli/export/cache';
import { regeneratePost } from '../../cli/export/regenerate';
import type { ExportReport } from '../../cli/export/report';
import { NoExportError } from '../../cli/export/results';
import { UnknownPostError, UnsafeSlugError } from '../../cli/export/slug';
import { copyOfExport, exportOptions, inode, leftovers, tempRoot } from './exportCopies';

const POST = 'reducing-helpdesk-load';
let root: string;
let dir: string;
const file = (rel: string) => path.join(dir, rel);
const report = async () => JSON.parse(await readFile(file('report.json'), 'utf8')) as ExportReport;
/** the inode of each named file of the export: equal after an update means none was written again */
const inodesOf = async (files: Record<string, string>) =>
  Object.fromEntries(await Promise.all(Object.entries(files).map(async ([name, rel]) => [name, await inode(file(rel))])));

beforeAll(async () => {
  root = await tempRoot('regenerate');
  dir = await copyOfExport(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('site regenerate', () => {
  it('reuses the cached build instead of bundling again', async () => {
    const first = await loadBuild(buildCacheRoot({}));
    const second = await loadBuild(buildCacheRoot({}));
    expect(second.fromCache).toBe(true);
    expect(second.key).toBe(first.key);
  });

  it('keeps in report.json what each page read (pageDeps.ts), so an update leaves the list pages alone without loading their data', async () => {
    const pages = (await report()).pages;
    expect(pages.find((p) => p.path === '/blog')?.deps?.names).toEqual(['list']);
    expect(pages.find((p) => p.path === `/blog/${POST}`)?.deps?.names).toContain(`post:${POST}`);
    expect(pages.find((p) => p.path === '/about')?.deps?.names).toEqual([]);
  });

  it("renders one post's page again, and keeps every other file as it was while what it shows is unchanged", async () => {
    // the post is unchanged: the list, the feed and the sitemap show what they showed, and stay; the
    // other pages are not rendered again
    const kept = {
      list: 'blog/index.html',
      home: 'index.html',
      feed: 'blog/feed.xml',
      sitemap: 'sitemap.xml',
      other: 'blog/fido2-webauthn-explained/index.html',
      about: 'about/index.html',
    };
    const before = { post: await inode(file(`blog/${POST}/index.html`)), kept: await inodesOf(kept), report: await report() };
    const { result } = await regeneratePost(POST, exportOptions(dir));
    expect(result).toEqual({
      success: true,
      // nothing but the post's page was written: the message names nothing else (issue 36, item 10)
      message: `Regenerated /blog/${POST}`,
      stats: { totalPosts: 1, successCount: 1, errorCount: 0, outputDirectory: dir, errors: [] },
    });
    expect(await inode(file(`blog/${POST}/index.html`))).not.toBe(before.post);
    expect(await inode(file(`blog/${POST}/index.html.br`))).toBeGreaterThan(0);
    expect(await inodesOf(kept)).toEqual(before.kept);
    expect(await readFile(file(`blog/${POST}/index.html`), 'utf8')).toContain('Reducing Help Desk Load');
    const after = await report();
    expect(after.generatedAt).not.toBe(before.report.generatedAt);
    expect(after.pages.map((p) => p.path)).toEqual(before.report.pages.map((p) => p.path));
    expect(await leftovers(dir)).toEqual([]);
  });

  it('renders the blog list, the home page, the feed and the list copy again when the post shows differently there', async () => {
    const blogDir = path.join(root, 'retitled');
    await cp(path.join(process.cwd(), 'src/content/blog'), blogDir, { recursive: true });
    const source = path.join(blogDir, `${POST}.md`);
    await writeFile(source, (await readFile(source, 'utf8')).replace(/^title: .*$/m, 'title: "Help Desk Load, Retitled"'));
    const list = await inode(file('blog/index.html'));
    const about = await inode(file('about/index.html'));
    // the home page's teasers show the newest posts, this one among them
    expect(await readFile(file('index.html'), 'utf8')).toContain('Reducing Help Desk Load');

    const retitled = await regeneratePost(POST, exportOptions(dir, { BLOG_DIR: blogDir }));
    expect(retitled.result.message).toBe(`Regenerated /blog/${POST} and the blog list, the home page and the feed`);
    expect(await inode(file('blog/index.html'))).not.toBe(list);
    expect(await readFile(file('blog/index.html'), 'utf8')).toContain('Help Desk Load, Retitled');
    expect(await readFile(file('blog/feed.xml'), 'utf8')).toContain('Help Desk Load, Retitled');
    expect(await readFile(file('api/blog/posts.json'), 'utf8')).toContain('Help Desk Load, Retitled');
    expect(await readFile(file(`blog/${POST}/index.html`), 'utf8')).toContain('Help Desk Load, Retitled');
    expect(await readFile(file('index.html'), 'utf8')).toContain('Help Desk Load, Retitled');
    expect(await inode(file('about/index.html'))).toBe(about);
    expect(await leftovers(dir)).toEqual([]);

    // and back: the shipped title everywhere again
    await regeneratePost(POST, exportOptions(dir));
    expect(await readFile(file('blog/feed.xml'), 'utf8')).not.toContain('Help Desk Load, Retitled');
    expect(await readFile(file('blog/index.html'), 'utf8')).not.toContain('Help Desk Load, Retitled');
    expect(await readFile(file('index.html'), 'utf8')).not.toContain('Help Desk Load, Retitled');
  });

  it("updates a post whose list entry is unchanged without reading the other posts: an edit elsewhere waits for that post's own update", async () => {
    const blogDir = path.join(root, 'edited-elsewhere');
    await cp(path.join(process.cwd(), 'src/content/blog'), blogDir, { recursive: true });
    // this post's text changes (not what the list shows of it); another post is retitled
    const source = path.join(blogDir, `${POST}.md`);
    await writeFile(source, `${await readFile(source, 'utf8')}\nA paragraph written after the export.\n`);
    const other = path.join(blogDir, 'fido2-webauthn-explained.md');
    await writeFile(other, (await readFile(other, 'utf8')).replace(/^title: .*$/m, 'title: "FIDO2, Retitled Elsewhere"'));
    const kept = {
      list: 'blog/index.html',
      home: 'index.html',
      listCopy: 'api/blog/posts.json',
      feed: 'blog/feed.xml',
      sitemap: 'sitemap.xml',
      otherCopy: 'api/blog/posts/fido2-webauthn-explained.json',
    };
    const before = { kept: await inodesOf(kept), line: (await report()).pages.find((p) => p.path === `/blog/${POST}`) };

    const bodyOnly = await regeneratePost(POST, exportOptions(dir, { BLOG_DIR: blogDir }));
    // a body-only edit: the list, the feed and the sitemap were not written, and the message says no more
    expect(bodyOnly.result.message).toBe(`Regenerated /blog/${POST}`);
    expect(await readFile(file(`blog/${POST}/index.html`), 'utf8')).toContain('A paragraph written after the export.');
    expect(await readFile(file(`api/blog/posts/${POST}.json`), 'utf8')).toContain('A paragraph written after the export.');
    // the other post was not read: the list, its copy, the feed and the sitemap stay as they were
    expect(await inodesOf(kept)).toEqual(before.kept);
    expect(await readFile(file('blog/index.html'), 'utf8')).not.toContain('Retitled Elsewhere');
    // the post's report line is the new page's
    const line = (await report()).pages.find((p) => p.path === `/blog/${POST}`);
    expect(line?.bytes).toBe((await stat(file(`blog/${POST}/index.html`))).size);
    expect(line?.bytes).not.toBe(before.line?.bytes);
    expect(line?.deps?.key).not.toBe(before.line?.deps?.key);
    expect(await leftovers(dir)).toEqual([]);

    // the other post's own update takes its new title into the list
    await regeneratePost('fido2-webauthn-explained', exportOptions(dir, { BLOG_DIR: blogDir }));
    expect(await readFile(file('blog/index.html'), 'utf8')).toContain('FIDO2, Retitled Elsewhere');
    expect(await readFile(file('api/blog/posts.json'), 'utf8')).toContain('FIDO2, Retitled Elsewhere');
    // and back to the shipped posts
    await generateBlog(exportOptions(dir));
    expect(await readFile(file('blog/index.html'), 'utf8')).not.toContain('Retitled Elsewhere');
    expect(await readFile(file(`blog/${POST}/index.html`), 'utf8')).not.toContain('A paragraph written after the export.');
  });

  it("writes the post's JSON copy again when the export's is missing or damaged, and changes nothing else", async () => {
    const copy = file(`api/blog/posts/${POST}.json`);
    const good = await readFile(copy, 'utf8');
    for (const damage of [() => writeFile(copy, '{"slug": '), () => rm(copy)]) {
      await damage();
      const feed = await inode(file('blog/feed.xml'));
      await regeneratePost(POST, exportOptions(dir));
      expect(await readFile(copy, 'utf8')).toBe(good);
      // the list shows the post as before: the feed is left alone
      expect(await inode(file('blog/feed.xml'))).toBe(feed);
      expect(await leftovers(dir)).toEqual([]);
    }
  });

  it('loads the whole blog when the export was made with another configuration', async () => {
    const feed = await inode(file('blog/feed.xml'));
    // another site URL: every page would change; the blog list, its feed and the post are made anew
    await regeneratePost(POST, exportOptions(dir, { SITE_URL: 'https://www.example.com' }));
    expect(await inode(file('blog/feed.xml'))).not.toBe(feed);
    expect(await readFile(file('blog/feed.xml'), 'utf8')).toContain('https://www.example.com/blog/');
    await regeneratePost(POST, exportOptions(dir));
    expect(await readFile(file('blog/feed.xml'), 'utf8')).not.toContain('https://www.example.com/');
  });

  it('refuses an unknown slug and leaves the export untouched', async () => {
    const reportInode = await inode(file('report.json'));
    const text = await readFile(file('report.json'), 'utf8');
    await expect(regeneratePost('no-such-post', exportOptions(dir))).rejects.toThrow(UnknownPostError);
    await expect(regeneratePost('no-such-post', exportOptions(dir))).rejects.toThrow(/no published post has the slug "no-such-post"/);
    expect(await inode(file('report.json'))).toBe(reportInode);
    expect(await readFile(file('report.json'), 'utf8')).toBe(text);
    expect(await leftovers(dir)).toEqual([]);
  });

  it('refuses an unsafe slug before reading anything', async () => {
    for (const slug of ['../x', '%2e%2e', '/etc/passwd', '']) {
      await expect(regeneratePost(slug, exportOptions(dir)), slug).rejects.toThrow(UnsafeSlugError);
    }
    expect(await leftovers(dir)).toEqual([]);
  });

  it('needs an export to update', async () => {
    await expect(regeneratePost(POST, exportOptions(path.join(root, 'none')))).rejects.toThrow(NoExportError);
  });
});

describe('site blog', () => {
  it('renders the blog pages from the current posts, deletes the pages of posts gone, and keeps the rest', async () => {
    const blogDir = path.join(root, 'posts');
    await cp(path.join(process.cwd(), 'src/content/blog'), blogDir, { recursive: true });
    // one post is withdrawn, another gets a new title
    await rm(path.join(blogDir, 'passkeys-vs-security-keys.md'));
    const edited = path.join(blogDir, 'fido2-webauthn-explained.md');
    await writeFile(edited, (await readFile(edited, 'utf8')).replace(/^title: .*$/m, 'title: "FIDO2 and WebAuthn, Revised Edition"'));
    const aboutBefore = await inode(file('about/index.html'));
    const homeBefore = await inode(file('index.html'));

    const { result } = await generateBlog(exportOptions(dir, { BLOG_DIR: blogDir }));
    const published = (await report()).pages.filter((p) => p.path.startsWith('/blog/')).length;
    expect(result.success).toBe(true);
    expect(result.stats).toEqual({ totalPosts: published, successCount: published, errorCount: 0, outputDirectory: dir, errors: [] });
    expect(result.message).toBe(`Generated ${published + 1} blog pages (the list and ${published} posts), the feed and the sitemap`);

    expect(await readFile(file('blog/fido2-webauthn-explained/index.html'), 'utf8')).toContain('FIDO2 and WebAuthn, Revised Edition');
    await expect(readFile(file('blog/passkeys-vs-security-keys/index.html'))).rejects.toThrow(/ENOENT/);
    await expect(readFile(file('api/blog/posts/passkeys-vs-security-keys.json'))).rejects.toThrow(/ENOENT/);
    expect(await readFile(file('sitemap.xml'), 'utf8')).not.toContain('passkeys-vs-security-keys');
    expect(await readFile(file('blog/feed.xml'), 'utf8')).not.toContain('passkeys-vs-security-keys');
    expect(await readFile(file('blog/feed.xml'), 'utf8')).toContain('FIDO2 and WebAuthn, Revised Edition');
    expect((await report()).pages.some((p) => p.path === '/blog/passkeys-vs-security-keys')).toBe(false);
    expect(await inode(file('about/index.html'))).toBe(aboutBefore);
    expect(await inode(file('index.html'))).toBe(homeBefore);
  });

  it('needs an export to update', async () => {
    await expect(generateBlog(exportOptions(path.join(root, 'none')))).rejects.toThrow(/no export in .* yet: run `site export`/);
  });
});
