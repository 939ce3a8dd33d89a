import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { markdownToBlocks } from '../../../core/blog/markdown/toBlocks';
import { BlockRenderer, groupBlocks } from '../../../src/pages/blog/BlockRenderer';
import type { BlogBlock, RichText } from '../../../src/shared/blog/types';

const render = (blocks: BlogBlock[]) =>
  renderToStaticMarkup(
    <StaticRouter location="/blog/x">
      <BlockRenderer blocks={blocks} />
    </StaticRouter>,
  );
const run = (plain_text: string, href: string | null = null, annotations = {}): RichText => ({
  plain_text,
  href,
  annotations: { bold: false, italic: false, code: false, ...annotations },
});
const para = (id: string, runs: RichText[]): BlogBlock => ({ id, type: 'paragraph', paragraph: { rich_text: runs } });

describe('BlockRenderer', () => {
  it('renders every block type with its element', () => {
    const html = render(
      markdownToBlocks(
        '# H1\n\n## H2\n\n### H3\n\nSome **bold**, *italic* and `code`.\n\n- a\n- b\n\n1. one\n2. two\n\n> quoted\n\n![Alt text](/images/x.svg "The caption")\n\n---\n\n```ts\nconst x = 1 < 2;\n```',
      ),
    );
    expect(html).toContain('>H1</h2>');
    expect(html).toContain('>H2</h3>');
    expect(html).toContain('>H3</h4>');
    expect(html).toMatch(/<strong[^>]*>bold<\/strong>/);
    expect(html).toContain('<em>italic</em>');
    expect(html).toMatch(/<code[^>]*>code<\/code>/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*>a<\/li><li[^>]*>b<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ol>/);
    expect(html).toMatch(/<blockquote[^>]*>quoted<\/blockquote>/);
    expect(html).toMatch(/<img src="\/images\/x.svg" alt="Alt text"/);
    expect(html).toMatch(/<figcaption[^>]*>The caption<\/figcaption>/);
    expect(html).toMatch(/<hr[^>]*\/>/);
    expect(html).toMatch(/<pre tabindex="0"[^>]*data-language="ts"><code[^>]*>const x = 1 &lt; 2;<\/code><\/pre>/);
    expect(html).toMatch(/<figcaption[^>]*>ts<\/figcaption>/);
  });

  it('starts the outline at h2 whatever heading kind a post starts with, and never skips a level', () => {
    const levels = (md: string) =>
      [...render(markdownToBlocks(md)).matchAll(/<h(\d) class="([^"]*)">([^<]*)</g)].map((m) => `h${m[1]} ${m[3]}`);
    // sections at '##', subsections at '###' (most posts): h2 and h3, no h3 straight after the title
    expect(levels('## Why\n\n### Detail\n\n## How')).toEqual(['h2 Why', 'h3 Detail', 'h2 How']);
    expect(levels('### Only small')).toEqual(['h2 Only small']);
    // a deeper heading before any shallower one still goes one level down at most
    expect(levels('### First\n\n# Big\n\n### Sub')).toEqual(['h2 First', 'h2 Big', 'h3 Sub']);
    expect(levels('# A\n\n### C')).toEqual(['h2 A', 'h3 C']);
  });

  it('keeps the look of each heading kind at any level', () => {
    const html = render(markdownToBlocks('## Section\n\n### Sub'));
    expect(html).toContain('<h2 class="mt-10 mb-3 text-2xl font-semibold text-wrap">Section</h2>');
    expect(html).toContain('<h3 class="mt-8 mb-2 text-xl font-semibold text-wrap">Sub</h3>');
  });

  it('groups consecutive list items of one kind into one list', () => {
    const blocks = markdownToBlocks('- a\n- b\n\n1. one\n\nbreak\n\n- c');
    expect(
      groupBlocks(blocks).map((g) =>
        g.kind === 'list' ? `${g.ordered ? 'ol' : 'ul'}:${g.items.length}` : g.kind === 'block' ? g.block.type : g.kind,
      ),
    ).toEqual(['ul:2', 'ol:1', 'paragraph', 'ul:1']);
    const html = render(blocks);
    expect(html.match(/<ul/g)).toHaveLength(2);
    expect(html.match(/<ol/g)).toHaveLength(1);
  });

  it('skips block types it does not know, and unsupported content', () => {
    const unknown = { id: 'u', type: 'ai_block', ai_block: { rich_text: [run('hidden')] } } as unknown as BlogBlock;
    const unsupported: BlogBlock = { id: 'x', type: 'unsupported', unsupported: { block_type: 'html', text: 'hidden too', words: 2 } };
    const html = render([para('p1', [run('before')]), unknown, unsupported, para('p2', [run('after')])]);
    expect(html).not.toContain('hidden');
    expect(html.match(/<p /g)).toHaveLength(2);
  });

  it('links only http(s), mailto and site paths; javascript: and data: stay plain text', () => {
    const html = render([
      para('p', [
        run('web', 'https://example.com/'),
        run(' mail', 'mailto:a@b.co'),
        run(' site', '/blokkey'),
        run(' evil', 'javascript:alert(1)'),
        run(' data', 'data:text/html,<b>x</b>'),
        run(' spaced', ' JavaScript:alert(1)'),
      ]),
    ]);
    expect(html).toContain('<a href="https://example.com/" rel="noopener noreferrer">web</a>');
    expect(html).toContain('<a href="mailto:a@b.co" rel="noopener noreferrer"> mail</a>');
    expect(html).toContain('<a href="/blokkey" data-discover="true"> site</a>');
    expect(html).not.toMatch(/javascript:|data:text/i);
    expect(html).toContain(' evil data spaced</p>');
    expect(html.match(/<a /g)).toHaveLength(3);
  });

  it('wraps a bold link as a link around strong text', () => {
    const html = render([para('p', [run('both', 'https://example.com/', { bold: true, italic: true })])]);
    expect(html).toMatch(/<a href="https:\/\/example.com\/"[^>]*><strong[^>]*><em>both<\/em><\/strong><\/a>/);
  });

  it('drops an image whose source is not a web or site URL', () => {
    const img: BlogBlock = { id: 'i', type: 'image', image: { type: 'external', external: { url: 'javascript:alert(1)' }, caption: [] } };
    expect(render([img])).not.toContain('<img');
  });
});
