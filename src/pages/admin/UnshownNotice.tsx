import type { UnshownBlock } from '../../shared/blog/unshown';
import { adminCopy } from './copy';

const copy = adminCopy.posts;

const wordsOf = (blocks: UnshownBlock[]) => blocks.reduce((n, b) => n + b.words, 0);

/** the mark on a post that holds content the site cannot show (issue 34): how many blocks and words */
export function UnshownBadge({ blocks }: { blocks: UnshownBlock[] | undefined }) {
  if (!blocks?.length) return null;
  return (
    <span className="inline-flex rounded-full bg-rose-400/10 px-2.5 py-0.5 text-xs font-semibold text-rose-200 ring-1 ring-rose-400/40">
      {copy.notShown(blocks.length, wordsOf(blocks))}
    </span>
  );
}

/** what is not shown, block by block: its type, where it was and its words */
export function UnshownDetails({ blocks }: { blocks: UnshownBlock[] | undefined }) {
  if (!blocks?.length) return null;
  return (
    <details className="text-sm text-slate-300">
      <summary className="cursor-pointer text-rose-200">{copy.notShownDetails}</summary>
      <ul className="mt-2 space-y-1 pl-4">
        {blocks.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the report's order is its identity
          <li key={i} className="list-disc break-words">
            <span className="font-mono text-rose-100">{b.type}</span>, {b.where}: {copy.words(b.words)}
            {b.text && <q className="ml-1 text-slate-400">{b.text}</q>}
          </li>
        ))}
      </ul>
    </details>
  );
}
