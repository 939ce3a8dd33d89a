import { describe, expect, it } from 'vitest';
import { markdownToBlocks } from '../../../core/blog/markdown/toBlocks';
import { blockSchema } from '../../../src/shared/blog/schema';
import type { BlogBlock, RichText } from '../../../src/shared/blog/types';

const plain = { bold: false, italic: false, code: false };
const run = (plain_text: string, annotations: Record<string, boolean> = {}, href: string | null = null): RichText => ({
  plain_text,
  annotations: { ...plain, ...annotations },
  href,
});
/** the blocks without their ids, children included */
const strip = (blocks: BlogBlock[]): unknown[] =>
  blocks.map(({ id: _id, children, ...rest }) => (children ? { ...rest, children: strip(children) } : rest));

describe('markdown with GFM (remark-gfm)', () => {
  it('maps a table to a table block with a header row, its cells as runs', () => {
    const blocks = markdownToBlocks('| Method | Resists phishing |\n| --- | :-: |\n| Passkey | **Yes** |\n| SMS | No |');
    expect(strip(blocks)).toEqual([
      {
        type: 'table',
        table: { table_width: 2, has_column_header: true, has_row_header: false },
        children: [
          { type: 'table_row', table_row: { cells: [[run('Method')], [run('Resists phishing')]] } },
          { type: 'table_row', table_row: { cells: [[run('Passkey')], [run('Yes', { bold: true })]] } },
          { type: 'table_row', table_row: { cells: [[run('SMS')], [run('No')]] } },
        ],
      },
    ]);
    for (const b of blocks) expect(blockSchema.safeParse(b).success).toBe(true);
  });

  it('maps strikethrough, and keeps the three annotations alone on runs without it', () => {
    const [p] = markdownToBlocks('Old ~~SMS codes~~ and ~one~ tilde');
    expect(p?.type === 'paragraph' && p.paragraph.rich_text).toEqual([
      run('Old '),
      run('SMS codes', { strikethrough: true }),
      run(' and '),
      run('one', { strikethrough: true }),
      run(' tilde'),
    ]);
  });

  it('maps task list items to to-dos, nested ones as children', () => {
    expect(strip(markdownToBlocks('- [x] Turn on passkeys\n- [ ] Retire SMS\n  - [ ] Tell the help desk\n- plain item'))).toEqual([
      { type: 'to_do', to_do: { rich_text: [run('Turn on passkeys')], checked: true } },
      {
        type: 'to_do',
        to_do: { rich_text: [run('Retire SMS')], checked: false },
        children: [{ type: 'to_do', to_do: { rich_text: [run('Tell the help desk')], checked: false } }],
      },
      { type: 'bulleted_list_item', bulleted_list_item: { rich_text: [run('plain item')] } },
    ]);
  });

  it('links bare addresses (autolinks)', () => {
    const [p] = markdownToBlocks('See https://fidoalliance.org/passkeys or www.w3.org.');
    expect(p?.type === 'paragraph' && p.paragraph.rich_text).toEqual([
      run('See '),
      run('https://fidoalliance.org/passkeys', {}, 'https://fidoalliance.org/passkeys'),
      run(' or '),
      run('www.w3.org', {}, 'http://www.w3.org'),
      run('.'),
    ]);
  });

  it('numbers footnotes by first reference, links both ways, and puts them at the end', () => {
    const blocks = markdownToBlocks(
      'Passkeys[^fido] resist phishing[^why].\n\nAgain[^fido].\n\n[^why]: Origin bound.\n[^fido]: See the *FIDO* spec.\n',
    );
    expect(strip(blocks)).toEqual([
      {
        type: 'paragraph',
        paragraph: {
          rich_text: [
            run('Passkeys'),
            { ...run('1', {}, '#fn-1'), footnote: { id: 'fnref-1' } },
            run(' resist phishing'),
            { ...run('2', {}, '#fn-2'), footnote: { id: 'fnref-2' } },
            run('.'),
          ],
        },
      },
      {
        type: 'paragraph',
        paragraph: { rich_text: [run('Again'), { ...run('1', {}, '#fn-1'), footnote: { id: 'fnref-1-2' } }, run('.')] },
      },
      {
        type: 'footnote',
        footnote: { anchor: 'fn-1', ref: 'fnref-1' },
        children: [{ type: 'paragraph', paragraph: { rich_text: [run('See the '), run('FIDO', { italic: true }), run(' spec.')] } }],
      },
      {
        type: 'footnote',
        footnote: { anchor: 'fn-2', ref: 'fnref-2' },
        children: [{ type: 'paragraph', paragraph: { rich_text: [run('Origin bound.')] } }],
      },
    ]);
    const ids = JSON.stringify(blocks).match(/"id":"[^"]+"/g) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
  });
});
