import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePostFiles } from '../../../cli/export/parsePosts';
import { loadPostsCached } from '../../../cli/export/postsCache';
import { defaultBlogDir } from '../../../core/blog/index';
import { createMarkdownSource } from '../../../core/blog/markdown/markdownSource';

let root: string;
let dir: string;
// the cache is written under the project's dist/ (SITE_CACHE_DIR must lie inside the project)
const cacheRoot = path.join(process.cwd(), 'dist', `.test-cache-posts-${process.pid}`);
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'blok-posts-cache-'));
  dir = path.join(root, 'posts');
  await cp(defaultBlogDir, dir, { recursive: true });
  // a broken post and a second file claiming a used slug, so problems are compared too
  await writeFile(path.join(dir, 'broken.md'), '---\ntitle: Broken\n---\nno slug');
  const source = await readFile(path.join(dir, 'reducing-helpdesk-load.md'), 'utf8');
  await writeFile(
    path.join(dir, 'zz-copy.md'),
    source.replace('slug: "reducing-helpdesk-load"', 'slug: "zz-copy"').replace(/^title: .*$/m, 'title: "Copy"'),
  );
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(cacheRoot, { recursive: true, force: true });
});

const names = async () => (await import('node:fs/promises')).readdir(dir).then((n) => n.filter((f) => f.endsWith('.md')).sort());

describe('loadPostsCached', () => {
  it('gives what the markdown source gives, and parses only changed files the second time', async () => {
    const expected = await createMarkdownSource(dir).load();
    const parsed: string[][] = [];
    const parse = (misses: string[]) => {
      parsed.push(misses);
      return parsePostFiles(dir, misses);
    };
    expect(await loadPostsCached(dir, await names(), parse, cacheRoot)).toEqual(expected);
    expect(parsed[0]).toEqual(await names());
    expect(expected.problems.length).toBeGreaterThan(0);

    expect(await loadPostsCached(dir, await names(), parse, cacheRoot)).toEqual(expected);
    expect(parsed).toHaveLength(1);

    const file = path.join(dir, 'fido2-webauthn-explained.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^title: .*$/m, 'title: "Edited title"'));
    const edited = await loadPostsCached(dir, await names(), parse, cacheRoot);
    expect(parsed[1]).toEqual(['fido2-webauthn-explained.md']);
    expect(edited).toEqual(await createMarkdownSource(dir).load());
    expect(edited.posts.find((p) => p.slug === 'fido2-webauthn-explained')?.title).toBe('Edited title');
  });
});
