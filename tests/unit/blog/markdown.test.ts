import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBlogDir } from '../../../core/blog/index';
import { createMarkdownSource, parsePostFile } from '../../../core/blog/markdown/markdownSource';
import { markdownToBlocks } from '../../../core/blog/markdown/toBlocks';
import { site } from '../../../src/content/site';
import { blogPostSchema } from '../../../src/shared/blog/schema';
import type { BlogBlock, RichText } from '../../../src/shared/blog/types';

const plain = { bold: false, italic: false, code: false };
const run = (plain_text: string, annotations: Partial<typeof plain> = {}, href: string | null = null): RichText => ({
  plain_text,
  annotations: { ...plain, ...annotations },
  href,
});
const strip = (blocks: BlogBlock[]) => blocks.map(({ id: _id, ...rest }) => rest);

describe('markdownToBlocks', () => {
  it('maps headings 1-3 (deeper ones to 3)', () => {
    expect(strip(markdownToBlocks('# One\n\n## Two\n\n### Three\n\n#### Four'))).toEqual([
      { type: 'heading_1', heading_1: { rich_text: [run('One')] } },
      { type: 'heading_2', heading_2: { rich_text: [run('Two')] } },
      { type: 'heading_3', heading_3: { rich_text: [run('Three')] } },
      { type: 'heading_3', heading_3: { rich_text: [run('Four')] } },
    ]);
  });

  it('maps bold, italic, code, links and their combinations into runs', () => {
    const [p] = markdownToBlocks(
      'Plain **bold** *italic* `code` [link](https://example.com) ***both*** [**bold link**](mailto:a@b.co) and **`bold code`**.',
    );
    expect(p).toMatchObject({ type: 'paragraph' });
    expect(p?.type === 'paragraph' && p.paragraph.rich_text).toEqual([
      run('Plain '),
      run('bold', { bold: true }),
      run(' '),
      run('italic', { italic: true }),
      run(' '),
      run('code', { code: true }),
      run(' '),
      run('link', {}, 'https://example.com'),
      run(' '),
      run('both', { bold: true, italic: true }),
      run(' '),
      run('bold link', { bold: true }, 'mailto:a@b.co'),
      run(' and '),
      run('bold code', { bold: true, code: true }),
      run('.'),
    ]);
  });

  it('resolves reference links and keeps unsafe link targets in the model (the renderer decides)', () => {
    const [p] = markdownToBlocks('See [the spec][spec] and [this](javascript:alert(1)).\n\n[spec]: https://www.w3.org/TR/webauthn-2/');
    expect(p?.type === 'paragraph' && p.paragraph.rich_text).toEqual([
      run('See '),
      run('the spec', {}, 'https://www.w3.org/TR/webauthn-2/'),
      run(' and '),
      run('this', {}, 'javascript:alert(1)'),
      run('.'),
    ]);
  });

  it('maps bulleted and numbered lists, one block per item, nested lists kept as the children of their item', () => {
    const strip2 = (blocks: BlogBlock[]): unknown[] =>
      blocks.map(({ id: _id, children, ...rest }) => (children ? { ...rest, children: strip2(children) } : rest));
    expect(strip2(markdownToBlocks('- a\n- **b**\n  - b1\n    1. deep\n\n1. one\n2. two'))).toEqual([
      { type: 'bulleted_list_item', bulleted_list_item: { rich_text: [run('a')] } },
      {
        type: 'bulleted_list_item',
        bulleted_list_item: { rich_text: [run('b', { bold: true })] },
        children: [
          {
            type: 'bulleted_list_item',
            bulleted_list_item: { rich_text: [run('b1')] },
            children: [{ type: 'numbered_list_item', numbered_list_item: { rich_text: [run('deep')] } }],
          },
        ],
      },
      { type: 'numbered_list_item', numbered_list_item: { rich_text: [run('one')] } },
      { type: 'numbered_list_item', numbered_list_item: { rich_text: [run('two')] } },
    ]);
  });

  it('maps quotes (paragraphs joined by a line break)', () => {
    expect(strip(markdownToBlocks('> First *line*\n>\n> Second'))).toEqual([
      { type: 'quote', quote: { rich_text: [run('First '), run('line', { italic: true }), run('\nSecond')] } },
    ]);
  });

  it('maps images with the title as caption (else the alt text), splitting the paragraph around them', () => {
    expect(
      strip(markdownToBlocks('![Diagram](/images/a.svg "How it works")\n\nText ![Alt only](https://cdn.example.com/b.png) after')),
    ).toEqual([
      { type: 'image', image: { type: 'external', external: { url: '/images/a.svg' }, caption: [run('How it works')], alt: 'Diagram' } },
      { type: 'paragraph', paragraph: { rich_text: [run('Text')] } },
      {
        type: 'image',
        image: { type: 'external', external: { url: 'https://cdn.example.com/b.png' }, caption: [run('Alt only')], alt: 'Alt only' },
      },
      { type: 'paragraph', paragraph: { rich_text: [run('after')] } },
    ]);
  });

  it('maps thematic breaks to dividers and fenced code with its language', () => {
    expect(strip(markdownToBlocks('Before\n\n---\n\n```ts\nconst a = 1;\n```\n\n```\nplain\n```'))).toEqual([
      { type: 'paragraph', paragraph: { rich_text: [run('Before')] } },
      { type: 'divider', divider: {} },
      { type: 'code', code: { rich_text: [run('const a = 1;')], language: 'ts' } },
      { type: 'code', code: { rich_text: [run('plain')], language: 'plain text' } },
    ]);
  });

  it('never renders raw HTML: a block of it, or a tag in text, is kept as unsupported content with its words', () => {
    const blocks = markdownToBlocks(
      '<script>alert(1)</script>\n\nHi <b>there</b><br>you\n\n<!-- a note to self -->\n\n<div>Two words</div>',
    );
    expect(strip(blocks)).toEqual([
      { type: 'unsupported', unsupported: { block_type: 'html', text: '<script>alert(1)</script>', words: 2 } },
      { type: 'paragraph', paragraph: { rich_text: [run('Hi there\nyou')] } },
      { type: 'unsupported', unsupported: { block_type: 'html', text: '<b> </b>', words: 0 } },
      { type: 'unsupported', unsupported: { block_type: 'html', text: '<div>Two words</div>', words: 2 } },
    ]);
  });

  it('gives every block a unique id with the prefix', () => {
    const blocks = markdownToBlocks('# A\n\nB\n\n- c\n- d', 'post-');
    expect(blocks.map((b) => b.id)).toEqual(['post-1', 'post-2', 'post-3', 'post-4']);
  });
});

const frontMatter = (fields: Record<string, unknown>) =>
  `---\n${Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\n`;
const good = {
  title: 'Good Post',
  slug: 'good-post',
  metaDescription: 'Meta',
  description: 'Desc',
  seoKeywords: ['k'],
  tags: ['MFA'],
  publishDate: '2025-02-01',
  featuredImage: '',
  published: true,
};

describe('parsePostFile', () => {
  it('applies defaults: team author, empty texts, date and image aliases', () => {
    const post = parsePostFile('minimal.md', `${frontMatter({ title: 'Minimal', slug: 'minimal', published: true })}Body text.`);
    expect(post).toMatchObject({
      id: 'minimal',
      slug: 'minimal',
      author: site.teamLabel,
      description: '',
      tags: [],
      publishDate: '',
      date: '',
      featuredImage: '',
      image: '',
    });
    expect(() => blogPostSchema.parse(post)).not.toThrow();
  });

  it('keeps a featuredImage that is a site path or an http(s) address', () => {
    for (const featuredImage of ['/images/blog/cover.png', 'https://images.example.com/a.jpg?w=800'])
      expect(parsePostFile('good-post.md', `${frontMatter({ ...good, featuredImage })}Body`)).toMatchObject({
        featuredImage,
        image: featuredImage,
      });
  });

  it('returns null for a draft', () => {
    expect(parsePostFile('draft.md', `${frontMatter({ ...good, slug: 'draft', published: false })}Body`)).toBeNull();
  });

  it.each([
    ['no front matter', 'Just text', /no front matter/],
    ['bad YAML', '---\ntitle: [unclosed\n---\nBody', /not valid YAML/],
    ['missing title', `${frontMatter({ ...good, title: undefined })}Body`, /title is required/],
    ['published not boolean', `${frontMatter({ ...good, published: 'yes' })}Body`, /published must be true or false/],
    ['tags not a list', `${frontMatter({ ...good, tags: 'MFA' })}Body`, /tags must be a list/],
    ['bad slug', `${frontMatter({ ...good, slug: 'Bad Slug' })}Body`, /slug must be lowercase/],
    ['slug differs from file name', `${frontMatter({ ...good, slug: 'other' })}Body`, /must equal the file name "good-post"/],
    ['empty body', `${frontMatter(good)}\n  \n`, /no body text/],
    // the same filter as body links (src/shared/blog/links.ts): only site paths and http(s) addresses
    [
      'a javascript: featuredImage',
      `${frontMatter({ ...good, featuredImage: 'javascript:alert(1)' })}Body`,
      /featuredImage must be a site path/,
    ],
    [
      'a data: featuredImage',
      `${frontMatter({ ...good, featuredImage: 'data:image/svg+xml,<svg onload=alert(1)>' })}Body`,
      /featuredImage must be a site path/,
    ],
    [
      'a featuredImage hidden behind a tab',
      `${frontMatter({ ...good, featuredImage: 'java\tscript:alert(1)' })}Body`,
      /featuredImage must be a site path/,
    ],
    [
      'a protocol-relative featuredImage',
      `${frontMatter({ ...good, featuredImage: '//evil.example/x.png' })}Body`,
      /featuredImage must be a site path/,
    ],
  ])('rejects %s with the reason', (_name, source, reason) => {
    expect(() => parsePostFile('good-post.md', source)).toThrow(reason);
  });
});

describe('createMarkdownSource', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'blog-md-'));
    await writeFile(path.join(dir, 'good-post.md'), `${frontMatter(good)}Hello **world**.`);
    await writeFile(
      path.join(dir, 'newer.md'),
      `${frontMatter({ ...good, title: 'Newer', slug: 'newer', publishDate: '2025-06-01' })}Newer body.`,
    );
    await writeFile(
      path.join(dir, 'undated.md'),
      `${frontMatter({ ...good, title: 'Undated', slug: 'undated', publishDate: 'someday' })}Body.`,
    );
    await writeFile(path.join(dir, 'draft.md'), `${frontMatter({ ...good, title: 'Draft', slug: 'draft', published: false })}Secret.`);
    await writeFile(path.join(dir, 'broken.md'), `${frontMatter({ ...good, slug: 'broken', title: '' })}Body.`);
    await writeFile(path.join(dir, 'notes.txt'), 'not a post');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('loads published posts newest first (undated last), skips drafts and reports broken files by name', async () => {
    const { posts, problems } = await createMarkdownSource(dir).load();
    expect(posts.map((p) => p.slug)).toEqual(['newer', 'good-post', 'undated']);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toMatch(/broken\.md$/);
    expect(problems[0]?.reason).toMatch(/title/);
  });

  it('parses a file again only when its text changed', async () => {
    const source = createMarkdownSource(dir);
    const first = await source.load();
    await writeFile(
      path.join(dir, 'newer.md'),
      `${frontMatter({ ...good, title: 'Newer, edited', slug: 'newer', publishDate: '2025-06-01' })}Edited.`,
    );
    const second = await source.load();
    expect(second.posts[0]?.title).toBe('Newer, edited');
    expect(second.posts[1]).toBe(first.posts[1]);
  });

  it('fails with a clear message when the folder is missing', async () => {
    await expect(createMarkdownSource(path.join(dir, 'nope')).load()).rejects.toThrow(/does not exist.*BLOG_DIR/);
  });

  it('reads the shipped posts: all published ones, never the draft, every one schema-valid', async () => {
    const { posts, problems } = await createMarkdownSource(defaultBlogDir).load();
    expect(problems).toEqual([]);
    expect(posts).toHaveLength(8);
    expect(posts.map((p) => p.slug)).not.toContain('draft-roadmap-2026');
    for (const p of posts) expect(() => blogPostSchema.parse(p)).not.toThrow();
    const fido = posts.find((p) => p.slug === 'fido2-webauthn-explained');
    const types = new Set(fido?.content.map((b) => b.type));
    expect([...types].sort()).toEqual([
      'bulleted_list_item',
      'code',
      'divider',
      'heading_1',
      'heading_2',
      'heading_3',
      'image',
      'numbered_list_item',
      'paragraph',
      'quote',
    ]);
  });
});
