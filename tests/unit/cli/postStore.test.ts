import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePostFiles } from '../../../cli/export/parsePosts';
import { contextFromSnapshot, openPostStore, type PostsSnapshot, readStoredPost } from '../../../cli/export/postStore';
import { defaultBlogDir } from '../../../core/blog/index';
import { createMarkdownSource } from '../../../core/blog/markdown/markdownSource';
import { describeProblems } from '../../../core/blog/source';
import { toSummary } from '../../../src/shared/blog/types';

let root: string;
let dir: string;
// the cache is written under the project's dist/ (SITE_CACHE_DIR must lie inside the project)
const cacheRoot = path.join(process.cwd(), 'dist', `.test-cache-posts-${process.pid}`);
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'blok-post-store-'));
  dir = path.join(root, 'posts');
  await cp(defaultBlogDir, dir, { recursive: true });
  // a broken post and a second file claiming a used slug, so problems are compared too
  await writeFile(path.join(dir, 'broken.md'), '---\ntitle: Broken\n---\nno slug');
  const source = await readFile(path.join(dir, 'reducing-helpdesk-load.md'), 'utf8');
  await writeFile(
    path.join(dir, 'zz-copy.md'),
    source.replace('slug: "reducing-helpdesk-load"', 'slug: "zz-copy"').replace(/^title: .*$/m, 'title: "Copy"'),
  );
  // files written just now are hashed rather than trusted by their signature (the racy window): age them
  const old = new Date(Date.now() - 60_000);
  for (const f of await readdir(dir)) await utimes(path.join(dir, f), old, old);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(cacheRoot, { recursive: true, force: true });
});

const names = async () => (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();

/** what the markdown source gives, in the store's shape */
async function expectSameAsSource(snapshot: PostsSnapshot): Promise<void> {
  const expected = await createMarkdownSource(dir).load();
  expect(snapshot.summaries).toEqual(expected.posts.map(toSummary));
  expect(snapshot.problems).toEqual(describeProblems(expected.problems));
  const ctx = contextFromSnapshot(snapshot);
  for (const post of expected.posts) expect(await ctx.blog.getPost(post.slug)).toEqual(post);
  expect(await ctx.blog.getPost('no-such-post')).toBeNull();
}

/** a parse for the store that notes the names it is given */
function recordingParse() {
  const parsed: string[][] = [];
  const parse = async (misses: string[], bodiesDir: string) => {
    parsed.push(misses);
    return parsePostFiles(dir, misses, bodiesDir);
  };
  return { parsed, parse };
}

describe('openPostStore', () => {
  it('gives what the markdown source gives, parsing a file again only when its bytes change', async () => {
    const { parsed, parse } = recordingParse();
    const first = await openPostStore(dir, await names(), parse, cacheRoot);
    await expectSameAsSource(first);
    expect(parsed[0]).toEqual(await names());
    expect(first.problems.length).toBeGreaterThan(0);

    // nothing changed: nothing parsed
    await expectSameAsSource(await openPostStore(dir, await names(), parse, cacheRoot));
    expect(parsed).toHaveLength(1);

    // touched but unchanged: hashed, not parsed
    const touched = path.join(dir, 'reducing-helpdesk-load.md');
    await utimes(touched, new Date(), new Date(Date.now() - 30_000));
    await expectSameAsSource(await openPostStore(dir, await names(), parse, cacheRoot));
    expect(parsed).toHaveLength(1);

    // edited (same size, so only the hash can tell): that file alone is parsed again
    const file = path.join(dir, 'fido2-webauthn-explained.md');
    const text = await readFile(file, 'utf8');
    const title = text.match(/^title: "(.*)"$/m)![1]!;
    await writeFile(file, text.replace(title, title.split('').reverse().join('')));
    const edited = await openPostStore(dir, await names(), parse, cacheRoot);
    expect(parsed[1]).toEqual(['fido2-webauthn-explained.md']);
    await expectSameAsSource(edited);
    expect(edited.summaries.find((p) => p.slug === 'fido2-webauthn-explained')?.title).toBe(title.split('').reverse().join(''));

    // a lost body file is parsed again rather than served missing
    await rm(edited.bodies['fido2-webauthn-explained']!);
    await expectSameAsSource(await openPostStore(dir, await names(), parse, cacheRoot));
    expect(parsed[2]).toEqual(['fido2-webauthn-explained.md']);

    // a deleted file leaves the list
    await rm(path.join(dir, 'zz-copy.md'));
    const fewer = await openPostStore(dir, await names(), parse, cacheRoot);
    expect(fewer.summaries.some((p) => p.slug === 'zz-copy')).toBe(false);
    await expectSameAsSource(fewer);
    expect(parsed).toHaveLength(3);

    // the bodies of replaced versions go once they are an hour old, the next time a file is parsed
    const oldBody = first.bodies['fido2-webauthn-explained']!;
    const stale = first.bodies['zz-copy']!;
    expect(existsSync(oldBody) && existsSync(stale)).toBe(true);
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    await utimes(stale, hourAgo, hourAgo);
    await writeFile(file, `${await readFile(file, 'utf8')}\nOne more line.\n`);
    await expectSameAsSource(await openPostStore(dir, await names(), parse, cacheRoot));
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(oldBody)).toBe(true);
  });

  it('parses every file again when its index is damaged, instead of failing', async () => {
    const parse = async (misses: string[], bodiesDir: string) => parsePostFiles(dir, misses, bodiesDir);
    await openPostStore(dir, await names(), parse, cacheRoot);
    const stores = (await readdir(cacheRoot)).filter((n) => n.startsWith('posts-'));
    for (const store of stores) await writeFile(path.join(cacheRoot, store, 'index.json'), '{"parser": ');
    let parsed: string[] = [];
    const again = await openPostStore(
      dir,
      await names(),
      async (misses, bodiesDir) => {
        parsed = misses;
        return parsePostFiles(dir, misses, bodiesDir);
      },
      cacheRoot,
    );
    expect(parsed).toEqual(await names());
    await expectSameAsSource(again);
  });

  it('reports a file that vanished before it was read, and reads it again once it is back', async () => {
    const bodies = path.join(cacheRoot, 'vanished-bodies');
    const [gone] = parsePostFiles(dir, ['no-such-post.md'], bodies);
    expect(gone).toMatchObject({ name: 'no-such-post.md', size: -1, hash: '' });
    expect(gone && 'reason' in gone && gone.reason).toMatch(/ENOENT/);
    // listed, then gone: a problem in the blog, parsed again (not trusted) on the next run
    const parse = async (misses: string[], bodiesDir: string) => parsePostFiles(dir, misses, bodiesDir);
    const listed = [...(await names()), 'no-such-post.md'].sort();
    const first = await openPostStore(dir, listed, parse, cacheRoot);
    expect(first.problems.some((p) => p.includes('no-such-post.md'))).toBe(true);
    let parsedAgain: string[] = [];
    await openPostStore(
      dir,
      listed,
      async (misses, bodiesDir) => {
        parsedAgain = misses;
        return parsePostFiles(dir, misses, bodiesDir);
      },
      cacheRoot,
    );
    expect(parsedAgain).toEqual(['no-such-post.md']);
  });
});

describe('readStoredPost', () => {
  it('reads one post through the store without its index, and the next load takes the body it parsed instead of parsing again', async () => {
    const { parsed, parse } = recordingParse();
    const before = await openPostStore(dir, await names(), parse, cacheRoot);
    parsed.length = 0;
    const slug = 'passkeys-vs-security-keys';
    const stored = await readStoredPost(dir, slug, cacheRoot);
    // the body the load names, read as it is: nothing parsed
    expect(stored?.bodyFile).toBe(before.bodies[slug]);
    expect(toSummary(stored!.post)).toEqual(before.summaries.find((p) => p.slug === slug));

    // edited: parsed into the store under its new hash (the index is not touched)
    const file = path.join(dir, `${slug}.md`);
    await writeFile(file, `${await readFile(file, 'utf8')}\nA paragraph added after the export.\n`);
    const edited = await readStoredPost(dir, slug, cacheRoot);
    expect(edited?.bodyFile).not.toBe(before.bodies[slug]);
    expect(JSON.stringify(edited?.post.content)).toContain('A paragraph added after the export.');
    // the next load finds that body by the file's hash: the edited post is not parsed again
    const after = await openPostStore(dir, await names(), parse, cacheRoot);
    expect(parsed).toEqual([]);
    expect(after.bodies[slug]).toBe(edited?.bodyFile);
    await expectSameAsSource(after);

    // no such file, a draft, a file whose slug is another: nothing to read
    expect(await readStoredPost(dir, 'no-such-post', cacheRoot)).toBeNull();
    expect(await readStoredPost(dir, 'draft-roadmap-2026', cacheRoot)).toBeNull();
    expect(await readStoredPost(dir, 'broken', cacheRoot)).toBeNull();
  });
});
