import type { BlogBlock, RichText } from '../../../shared/blog/types';
import { plainText } from '../../../shared/blog/types';
import { RichTextView } from '../RichTextView';

type Table = Extract<BlogBlock, { type: 'table' }>;

/** a Notion or GFM table: the header row and column as <th>; a wide table scrolls inside its frame (reachable by keyboard) */
export function TableBlock({ block }: { block: Table }) {
  const { table_width: width, has_column_header: columnHeader, has_row_header: rowHeader } = block.table;
  const rows = (block.children ?? []).flatMap((b) => (b.type === 'table_row' ? [b.table_row.cells] : []));
  if (rows.length === 0) return null;
  const cellsOf = (cells: RichText[][]) => Array.from({ length: Math.max(width, cells.length) }, (_, i) => cells[i] ?? []);
  const [head, ...body] = columnHeader ? rows : [undefined, ...rows];
  const label = head
    ? `Table: ${head
        .map((c) => plainText(c))
        .filter(Boolean)
        .join(', ')}`
    : 'Table';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls, and must be reachable by keyboard
    <div className="my-8 overflow-x-auto rounded-xl border border-ink-700" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full border-collapse text-left text-base leading-6">
        {head && (
          <thead className="bg-ink-900">
            <tr>
              {cellsOf(head).map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <th key={i} scope="col" className="border-b border-ink-700 px-4 py-3 font-semibold text-white">
                  <RichTextView runs={cell} />
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {body.map((cells, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
            <tr key={r} className="border-t border-ink-800 first:border-t-0">
              {cellsOf(cells ?? []).map((cell, i) =>
                i === 0 && rowHeader ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <th key={i} scope="row" className="px-4 py-3 font-semibold text-white">
                    <RichTextView runs={cell} />
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <td key={i} className="px-4 py-3">
                    <RichTextView runs={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
