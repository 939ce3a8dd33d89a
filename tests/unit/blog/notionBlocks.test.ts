import { describe, expect, it } from 'vitest';
import { texToMathml } from '../../../core/blog/math';
import {
  type ExpiringUrl,
  linkPageMentions,
  linkPostMentions,
  mapBlocks,
  mapRichText,
  type NotionBlock,
} from '../../../core/blog/notion/mapping';
import { describeUnshown, unshownIn, unshownOf } from '../../../core/blog/unshown';
import { blockSchema } from '../../../src/shared/blog/schema';
import type { BlogBlock, BlogPost } from '../../../src/shared/blog/types';
import { EVERY_BLOCK_IDS, everyBlockBlocks, t } from '../../fixtures/notion/everyBlock';

const fileUrl = (name: string) => `https://prod-files-secure.s3.us-west-2.amazonaws.com/ws/${name}?X-Amz-Signature=abc`;
const tree = everyBlockBlocks(fileUrl);
const map = (id: string, expiring: ExpiringUrl[] = []) => mapBlocks(tree[id] as unknown as NotionBlock[], expiring);

/** the types of a mapped tree, children in brackets */
const shape = (blocks: BlogBlock[]): string[] => blocks.map((b) => (b.children ? `${b.type}[${shape(b.children).join(' ')}]` : b.type));

describe('Notion blocks to the model, children included', () => {
  it('maps every block type of the fixture, nested where Notion nests them, each block schema-valid', () => {
    const expiring: ExpiringUrl[] = [];
    const blocks = map(EVERY_BLOCK_IDS.everyBlock, expiring);
    expect(shape(blocks)).toEqual([
      'heading_1',
      'paragraph',
      'table_of_contents',
      'heading_2',
      'bulleted_list_item[bulleted_list_item[bulleted_list_item] bulleted_list_item]',
      'bulleted_list_item',
      'numbered_list_item[numbered_list_item]',
      'numbered_list_item',
      'to_do',
      'to_do[paragraph]',
      'heading_2',
      'table[table_row table_row table_row]',
      'callout[paragraph]',
      'callout',
      'toggle[paragraph bulleted_list_item]',
      'heading_3[paragraph]',
      'quote[paragraph]',
      'heading_2',
      'bookmark',
      'bookmark',
      // a link to another page: kept with the page's id until the published pages are known
      'unsupported',
      'embed',
      'video',
      'video',
      'embed',
      'image',
      'file',
      'pdf',
      'audio',
      'heading_2',
      'equation',
      'column_list[column[heading_3 paragraph] column[heading_3 paragraph]]',
      // the synced block's original and its copy: both show the original's paragraph
      'paragraph',
      'paragraph',
      'divider',
      'code',
      'paragraph',
    ]);
    for (const b of blocks) expect(blockSchema.safeParse(b).error).toBeUndefined();
    // every block id is unique, the synced copy's too
    const ids: string[] = [];
    const walk = (list: BlogBlock[]) => {
      for (const b of list) {
        ids.push(b.id);
        walk(b.children ?? []);
      }
    };
    walk(blocks);
    expect(new Set(ids).size).toBe(ids.length);
    // the Notion-hosted files (the image, the file and the audio) are collected for copying
    expect(expiring.map((e) => e.url)).toEqual([fileUrl('rollout-steps.png'), fileUrl('rollout-plan.xlsx'), fileUrl('interview.mp3')]);
    expect(unshownIn(blocks).map((b) => b.type)).toEqual(['link_to_page']);
    const linked = linkPageMentions(blocks, (id) =>
      id === EVERY_BLOCK_IDS.glossary ? { slug: 'passkeys-glossary', title: 'Passkeys Glossary' } : undefined,
    );
    expect(unshownIn(linked)).toEqual([]);
    expect(linked[20]).toEqual({
      id: expect.any(String),
      type: 'paragraph',
      paragraph: {
        rich_text: [
          {
            plain_text: 'Passkeys Glossary',
            annotations: { bold: false, italic: false, code: false },
            href: '/blog/passkeys-glossary',
            mention: { type: 'page', page_id: EVERY_BLOCK_IDS.glossary },
          },
        ],
      },
    });
  });

  it('keeps payloads: table headers, to-do state, callout icon, toggle heading, media sources, code caption', () => {
    const blocks = map(EVERY_BLOCK_IDS.everyBlock);
    const of = <T extends BlogBlock['type']>(type: T) => blocks.filter((b): b is Extract<BlogBlock, { type: T }> => b.type === type);
    expect(of('table')[0]?.table).toEqual({ table_width: 3, has_column_header: true, has_row_header: true });
    expect(of('to_do').map((b) => b.to_do.checked)).toEqual([true, false]);
    expect(of('callout')[0]?.callout.icon).toEqual({ type: 'emoji', emoji: '💡' });
    expect(of('callout')[1]?.callout.icon).toEqual({
      type: 'external',
      external: { url: 'https://www.notion.so/icons/warning_yellow.svg' },
    });
    expect(of('heading_3')[0]?.heading_3.is_toggleable).toBe(true);
    expect(of('heading_2')[0]?.heading_2).not.toHaveProperty('is_toggleable');
    expect(of('bookmark').map((b) => b.bookmark.url)).toEqual([
      'https://fidoalliance.org/passkeys/',
      'https://github.com/w3c/webauthn/pull/1957',
    ]);
    expect(of('file')[0]?.file).toMatchObject({ type: 'file', name: 'rollout-plan.xlsx', caption: [{ plain_text: 'The rollout plan' }] });
    expect(of('code')[0]?.code.caption).toEqual([
      { plain_text: 'The enrolment call', annotations: { bold: false, italic: false, code: false }, href: null },
    ]);
    expect(of('equation')[0]?.equation.mathml).toMatch(/^<math display="block"><mrow><msubsup><mo movablelimits="false">∫<\/mo>/);
  });

  it('maps annotations, colours, inline equations and mentions; page links never keep their notion.so address', () => {
    const runs = mapRichText([
      t('s', { strikethrough: true }),
      t('u', { underline: true }),
      t('c', { color: 'red_background' }),
      t('odd colour', { color: 'chartreuse' }),
      { type: 'equation', equation: { expression: 'a^2' }, plain_text: 'a^2', annotations: {}, href: null },
      { type: 'equation', equation: { expression: '\\frac{1}{' }, plain_text: '\\frac{1}{', annotations: {}, href: null },
      {
        type: 'mention',
        mention: { type: 'page', page: { id: '6000000000004000800000000000000A' } },
        plain_text: 'A page',
        href: 'https://www.notion.so/x',
      },
      { type: 'mention', mention: { type: 'database', database: { id: 'd' } }, plain_text: 'A db', href: 'https://www.notion.so/d' },
      { type: 'mention', mention: { type: 'link_mention' }, plain_text: 'A site', href: 'https://example.com/' },
      t('linked page', {}, '/1f0e1d2c3b4a49588776655443322110'),
      t('public page', {}, 'https://acme.notion.site/Guide-1f0e1d2c3b4a49588776655443322110'),
      t('site path', {}, '/blokkey'),
    ]);
    expect(runs.map((r) => r.annotations)).toEqual([
      { bold: false, italic: false, code: false, strikethrough: true },
      { bold: false, italic: false, code: false, underline: true },
      { bold: false, italic: false, code: false, color: 'red_background' },
      { bold: false, italic: false, code: false },
      { bold: false, italic: false, code: false },
      // TeX that does not parse shows as typed, as code
      { bold: false, italic: false, code: true },
      ...Array(6).fill({ bold: false, italic: false, code: false }),
    ]);
    expect(runs[4]?.equation?.mathml).toBe('<math><msup><mi>a</mi><mn>2</mn></msup></math>');
    expect(runs[5]?.equation).toBeUndefined();
    expect(runs.slice(6).map((r) => [r.href, r.mention?.page_id ?? null])).toEqual([
      [null, '60000000-0000-4000-8000-00000000000a'],
      [null, null],
      ['https://example.com/', null],
      [null, '1f0e1d2c-3b4a-4958-8776-655443322110'],
      [null, '1f0e1d2c-3b4a-4958-8776-655443322110'],
      ['/blokkey', null],
    ]);
  });

  it('links a page mention to its post once the page is a published post; others stay text', () => {
    const blocks = map(EVERY_BLOCK_IDS.everyBlock);
    const linked = linkPageMentions(blocks, (id) =>
      id === EVERY_BLOCK_IDS.glossary ? { slug: 'passkeys-glossary', title: 'Passkeys Glossary' } : undefined,
    );
    const para = linked[1];
    const runs = para?.type === 'paragraph' ? para.paragraph.rich_text : [];
    expect(runs.find((r) => r.plain_text === 'Passkeys Glossary')?.href).toBe('/blog/passkeys-glossary');
    expect(runs.find((r) => r.plain_text === 'Unfinished Thoughts')?.href).toBeNull();
    // the input is left as it was
    expect(JSON.stringify(blocks)).not.toContain('/blog/passkeys-glossary');
    const post = (id: string, slug: string, content: BlogBlock[]) => ({ id, slug, content }) as BlogPost;
    const [a, b] = linkPostMentions([
      post(EVERY_BLOCK_IDS.everyBlock, 'every-block', blocks),
      post(EVERY_BLOCK_IDS.glossary, 'passkeys-glossary', map(EVERY_BLOCK_IDS.glossary)),
    ]);
    expect(JSON.stringify(a?.content)).toContain('"href":"/blog/passkeys-glossary"');
    expect(JSON.stringify(b?.content)).toContain('"href":"/blog/every-block"');
  });

  it('keeps what it cannot show as unsupported blocks, reported with their type, place and words', () => {
    const blocks = map(EVERY_BLOCK_IDS.unsupported);
    const report = unshownOf({ slug: 'what-the-site-cannot-show', title: 'What the Site Cannot Show', content: blocks }, 'Notion page x');
    expect(report?.blocks).toEqual([
      { type: 'child_database', where: 'block 3 of the page, under "Tracking"', words: 4, text: 'Rollout tracker by department' },
      { type: 'child_page', where: 'block 4 of the page, under "Tracking"', words: 5, text: 'Meeting notes from the pilot' },
      { type: 'breadcrumb', where: 'block 5 of the page, under "Tracking"', words: 0, text: '' },
      { type: 'unsupported', where: 'block 6 of the page, under "Tracking"', words: 0, text: '' },
      { type: 'synced_block', where: 'block 7 of the page, under "Tracking"', words: 0, text: '' },
      {
        type: 'ai_summary',
        where: 'block 8 of the page, under "Tracking", in toggle "Inside a toggle"',
        words: 8,
        text: 'A summary written by a newer Notion feature.',
      },
      { type: 'link_to_page', where: 'block 9 of the page, under "Tracking"', words: 0, text: '' },
    ]);
    expect(describeUnshown(report ? [report] : [])[0]).toBe(
      'Notion page x: child_database block not shown (block 3 of the page, under "Tracking"; 4 words: "Rollout tracker by department")',
    );
  });

  it('reports children the fetcher did not hand over', () => {
    const block = { object: 'block', id: 'b1', type: 'toggle', has_children: true, toggle: { rich_text: [t('Closed')] } };
    const blocks = mapBlocks([block as NotionBlock]);
    expect(blocks.map((b) => b.type)).toEqual(['toggle', 'unsupported']);
    expect(unshownIn(blocks)[0]).toMatchObject({ type: 'toggle contents', words: 0 });
  });
});

describe('TeX to MathML', () => {
  it('makes MathML without styles or classes, and refuses links and HTML commands (trust off)', () => {
    expect(texToMathml('\\color{red}{x}', false)).toBe('<math><mrow><mi>x</mi></mrow></math>');
    expect(texToMathml('\\href{javascript:alert(1)}{x}', false)).toBeNull();
    expect(texToMathml('\\htmlClass{a}{b}', false)).toBeNull();
    expect(texToMathml('\\url{https://x.y}', false)).toBeNull();
    const escaped = texToMathml('\\text{<script>alert(1)</script>}', false) ?? '';
    expect(escaped).not.toContain('<script');
    expect(texToMathml('', true)).toBeNull();
  });
});
