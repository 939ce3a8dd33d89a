import type { ReactNode } from 'react';
import { safeLink } from '../../shared/blog/links';
import { type BlogBlock, imageUrl, plainText, type RichText } from '../../shared/blog/types';
import { type HeadingLevel, headingLevels } from './headingLevels';
import { RichTextView } from './RichTextView';

type ListItem = Extract<BlogBlock, { type: 'bulleted_list_item' | 'numbered_list_item' }>;
type Group = { kind: 'list'; ordered: boolean; items: ListItem[] } | { kind: 'block'; block: BlogBlock };

/** consecutive list items of one kind become one list */
export function groupBlocks(blocks: BlogBlock[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    if (block.type === 'bulleted_list_item' || block.type === 'numbered_list_item') {
      const ordered = block.type === 'numbered_list_item';
      const last = groups.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(block);
      else groups.push({ kind: 'list', ordered, items: [block] });
    } else {
      groups.push({ kind: 'block', block });
    }
  }
  return groups;
}

const itemText = (item: ListItem): RichText[] =>
  item.type === 'bulleted_list_item' ? item.bulleted_list_item.rich_text : item.numbered_list_item.rich_text;

const headingTag = (level: HeadingLevel) => `h${level}` as 'h2' | 'h3' | 'h4';

function Block({ block, level }: { block: BlogBlock; level?: HeadingLevel }): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className="my-5 whitespace-pre-line">
          <RichTextView runs={block.paragraph.rich_text} />
        </p>
      );
    // the element's level comes from the post's outline (headingLevels); the look stays that of the block's kind
    case 'heading_1': {
      const H = headingTag(level ?? 2);
      return (
        <H className="mt-12 mb-4 text-3xl font-bold">
          <RichTextView runs={block.heading_1.rich_text} />
        </H>
      );
    }
    // text-wrap: an h2 is balanced by the base style, these kinds never were
    case 'heading_2': {
      const H = headingTag(level ?? 3);
      return (
        <H className="mt-10 mb-3 text-2xl font-semibold text-wrap">
          <RichTextView runs={block.heading_2.rich_text} />
        </H>
      );
    }
    case 'heading_3': {
      const H = headingTag(level ?? 4);
      return (
        <H className="mt-8 mb-2 text-xl font-semibold text-wrap">
          <RichTextView runs={block.heading_3.rich_text} />
        </H>
      );
    }
    case 'quote':
      return (
        <blockquote className="my-8 border-l-4 border-brand-400 bg-ink-900/60 py-4 pr-4 pl-6 text-lg text-slate-200 italic whitespace-pre-line">
          <RichTextView runs={block.quote.rich_text} />
        </blockquote>
      );
    case 'image': {
      const caption = block.image.caption;
      const src = imageUrl(block.image);
      // only web and site images; a javascript: or data: source is dropped
      if (safeLink(src)?.kind !== 'internal' && !/^https?:/i.test(src)) return null;
      return (
        <figure className="my-8">
          <img
            src={src}
            alt={block.image.alt ?? plainText(caption)}
            width={block.image.width}
            height={block.image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-xl border border-ink-700 bg-ink-900"
          />
          {caption.length > 0 && (
            <figcaption className="mt-3 text-center text-sm text-slate-400">
              <RichTextView runs={caption} />
            </figcaption>
          )}
        </figure>
      );
    }
    case 'divider':
      return <hr className="my-10 border-ink-700" />;
    case 'code': {
      const language = block.code.language;
      return (
        <figure className="my-8 overflow-hidden rounded-xl border border-ink-700 bg-ink-900">
          {language && language !== 'plain text' && (
            <figcaption className="border-b border-ink-700 px-4 py-2 font-mono text-xs uppercase tracking-wider text-slate-400">
              {language}
            </figcaption>
          )}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable code block must be reachable by keyboard */}
          <pre tabIndex={0} className="overflow-x-auto p-4 text-sm leading-6 text-slate-200" data-language={language}>
            <code className="font-mono">{plainText(block.code.rich_text)}</code>
          </pre>
        </figure>
      );
    }
    default:
      // block types outside the model (from a newer source) are skipped
      return null;
  }
}

/** a post body; consecutive list items are grouped into one list, unknown block types are skipped */
export function BlockRenderer({ blocks }: { blocks: BlogBlock[] }) {
  const levels = headingLevels(blocks);
  return (
    <div
      data-testid="post-body"
      className="text-lg leading-8 text-slate-300 [&_a]:text-brand-300 [&_a]:underline [&_a:hover]:text-brand-200"
    >
      {groupBlocks(blocks).map((g) => {
        if (g.kind === 'block') return <Block key={g.block.id} block={g.block} level={levels.get(g.block.id)} />;
        const List = g.ordered ? 'ol' : 'ul';
        return (
          <List key={g.items[0]?.id} className={`my-5 space-y-2 pl-6 ${g.ordered ? 'list-decimal' : 'list-disc'} marker:text-brand-300`}>
            {g.items.map((item) => (
              <li key={item.id} className="pl-1 whitespace-pre-line">
                <RichTextView runs={itemText(item)} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
