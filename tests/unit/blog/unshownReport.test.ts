import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePostFiles } from '../../../cli/export/parsePosts';
import { contextFromSnapshot, openPostStore } from '../../../cli/export/postStore';
import { strictFailure, unshownMessage } from '../../../cli/export/unshown';
import { createMarkdownSource } from '../../../core/blog/markdown/markdownSource';
import { createBlogService } from '../../../core/blog/service';
import type { BlogSource } from '../../../core/blog/source';
import type { BlogPost } from '../../../src/shared/blog/types';

const post = (slug: string, body: string) => `---\ntitle: "${slug}"\nslug: "${slug}"\npublished: true\n---\n\n${body}\n`;

let root: string;
const cacheRoot = path.join(process.cwd(), 'dist', `.test-cache-unshown-${process.pid}`);
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'blok-unshown-'));
  await writeFile(path.join(root, 'clean.md'), post('clean', 'All of it shows.'));
  await writeFile(path.join(root, 'html.md'), post('html', '## Setup\n\nText.\n\n<table><tr><td>Five words in a cell</td></tr></table>'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(cacheRoot, { recursive: true, force: true });
});

const expected = (file: string) => [
  {
    file,
    slug: 'html',
    title: 'html',
    blocks: [
      {
        type: 'html',
        where: 'block 3 of the page, under "Setup"',
        words: 5,
        text: '<table><tr><td>Five words in a cell</td></tr></table>',
      },
    ],
  },
];

describe('the report of content the site cannot show, through every way posts are read', () => {
  it('the markdown source names each post by its file', async () => {
    const loaded = await createMarkdownSource(root).load();
    expect(loaded.unshown).toEqual(expected(path.join(root, 'html.md')));
    expect(await createBlogService(createMarkdownSource(root)).unshown?.()).toEqual(expected(path.join(root, 'html.md')));
  });

  it("the exporter's post store keeps it in its index, so a later run reports it without parsing again", async () => {
    const parse = async (misses: string[], bodiesDir: string) => parsePostFiles(root, misses, bodiesDir);
    const first = await openPostStore(root, ['clean.md', 'html.md'], parse, cacheRoot);
    expect(first.unshown).toEqual(expected(path.join(root, 'html.md')));
    const again = await openPostStore(root, ['clean.md', 'html.md'], async () => [], cacheRoot);
    expect(await contextFromSnapshot(again).blog.unshown?.()).toEqual(expected(path.join(root, 'html.md')));
  });

  it('a source that does not report it (Notion) gets it from the service, each post named by its page', async () => {
    const [html] = (await createMarkdownSource(root).load()).posts.filter((p) => p.slug === 'html') as BlogPost[];
    const notion: BlogSource = {
      kind: 'notion',
      load: async () => ({ posts: [{ ...(html as BlogPost), id: '1f0e1d2c-3b4a-4958-8776-655443322110' }], problems: [] }),
    };
    expect(await createBlogService(notion).unshown?.()).toEqual(
      expected('Notion page https://www.notion.so/1f0e1d2c3b4a49588776655443322110'),
    );
  });

  it('words it in results and refuses it under --strict', () => {
    const report = expected('posts/html.md');
    expect(unshownMessage([])).toBe('');
    expect(unshownMessage(report)).toBe('; 1 post holds content the site cannot show (5 words: see the warnings)');
    const err = strictFailure('Failed to generate static site', report, '/out', 2);
    expect(err.message).toBe('Failed to generate static site: 1 blog post holds content the site cannot show (--strict): html');
    expect(err.result).toMatchObject({
      success: false,
      stats: { totalPosts: 2, errorCount: 1, errors: [expect.stringMatching(/^blog post posts\/html\.md: html block not shown/)] },
      unshown: report,
    });
  });
});
