import type { ReactNode } from 'react';
import { safeImageSrc } from '../../shared/blog/links';
import { type BlogBlock, imageUrl, plainText, type RichText } from '../../shared/blog/types';
import { Callout, Indented, Toggle } from './blocks/Containers';
import { hostOf, LinkCard, shortUrl } from './blocks/LinkCard';
import { Footnotes, TableOfContents, ToDoList } from './blocks/Lists';
import { fileCard, youTubeId } from './blocks/media';
import { PostVideo } from './blocks/PostVideo';
import { TableBlock } from './blocks/TableBlock';
import { contentsOf, type HeadingLevel, headingLevels } from './headingLevels';
import { RichTextView } from './RichTextView';

type ListItem = Extract<BlogBlock, { type: 'bulleted_list_item' | 'numbered_list_item' }>;
type ToDo = Extract<BlogBlock, { type: 'to_do' }>;
type Footnote = Extract<BlogBlock, { type: 'footnote' }>;
type Group =
  | { kind: 'list'; ordered: boolean; items: ListItem[] }
  | { kind: 'todo'; items: ToDo[] }
  | { kind: 'footnotes'; items: Footnote[] }
  | { kind: 'block'; block: BlogBlock };

/** consecutive list items of one kind become one list (so do to-dos, and footnotes) */
export function groupBlocks(blocks: BlogBlock[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.type === 'bulleted_list_item' || block.type === 'numbered_list_item') {
      const ordered = block.type === 'numbered_list_item';
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(block);
      else groups.push({ kind: 'list', ordered, items: [block] });
    } else if (block.type === 'to_do') {
      if (last?.kind === 'todo') last.items.push(block);
      else groups.push({ kind: 'todo', items: [block] });
    } else if (block.type === 'footnote') {
      if (last?.kind === 'footnotes') last.items.push(block);
      else groups.push({ kind: 'footnotes', items: [block] });
    } else {
      groups.push({ kind: 'block', block });
    }
  }
  return groups;
}

const itemText = (item: ListItem): RichText[] =>
  item.type === 'bulleted_list_item' ? item.bulleted_list_item.rich_text : item.numbered_list_item.rich_text;

const headingTag = (level: HeadingLevel) => `h${level}` as 'h2' | 'h3' | 'h4';

/** what every block of a body needs: its heading levels, the headings' ids and the contents (with a table of contents) */
interface Outline {
  levels: Map<string, HeadingLevel>;
  anchors: Map<string, string>;
  contents: ReturnType<typeof contentsOf>;
}

/** the blocks of a body or of a block, grouped into lists */
function Blocks({ blocks, outline }: { blocks: BlogBlock[]; outline: Outline }): ReactNode {
  const nested = (b: BlogBlock) => (b.children ? <Blocks blocks={b.children} outline={outline} /> : null);
  return groupBlocks(blocks).map((g) => {
    if (g.kind === 'block') return <Block key={g.block.id} block={g.block} outline={outline} />;
    if (g.kind === 'todo') return <ToDoList key={g.items[0]?.id} items={g.items} nested={nested} />;
    if (g.kind === 'footnotes') return <Footnotes key={g.items[0]?.id} items={g.items} nested={nested} />;
    const List = g.ordered ? 'ol' : 'ul';
    return (
      <List key={g.items[0]?.id} className={`my-5 space-y-2 pl-6 ${g.ordered ? 'list-decimal' : 'list-disc'} marker:text-brand-300`}>
        {g.items.map((item) => (
          <li key={item.id} className="pl-1 whitespace-pre-line">
            <RichTextView runs={itemText(item)} />
            {item.children && <div className={NESTED}>{nested(item)}</div>}
          </li>
        ))}
      </List>
    );
  });
}

/** blocks inside a list item or a quote: closer together than in the body */
const NESTED = 'mt-2 [&>*]:my-2 [&>*:last-child]:mb-0';

const HEADING_CLASS = {
  heading_1: 'mt-12 mb-4 text-3xl font-bold',
  // text-wrap: an h2 is balanced by the base style, these kinds never were
  heading_2: 'mt-10 mb-3 text-2xl font-semibold text-wrap',
  heading_3: 'mt-8 mb-2 text-xl font-semibold text-wrap',
} as const;
// inside a toggle's summary, beside its marker
const SUMMARY_HEADING_CLASS = { heading_1: 'text-3xl font-bold', heading_2: 'text-2xl font-semibold', heading_3: 'text-xl font-semibold' };
const DEFAULT_LEVEL = { heading_1: 2, heading_2: 3, heading_3: 4 } as const;

function Block({ block, outline }: { block: BlogBlock; outline: Outline }): ReactNode {
  const children = block.children?.length ? <Blocks blocks={block.children} outline={outline} /> : null;
  const own = OwnBlock({ block, outline, children });
  // the types that show their children inside themselves return them; any other shows them indented below
  if (!children || CONTAINERS.has(block.type)) return own;
  return (
    <>
      {own}
      <Indented>{children}</Indented>
    </>
  );
}

const CONTAINERS = new Set(['quote', 'callout', 'toggle', 'column_list', 'column', 'table', 'heading_1', 'heading_2', 'heading_3']);

function OwnBlock({ block, outline, children }: { block: BlogBlock; outline: Outline; children: ReactNode }): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className="my-5 whitespace-pre-line">
          <RichTextView runs={block.paragraph.rich_text} />
        </p>
      );
    // the element's level comes from the post's outline (headingLevels); the look stays that of the block's kind
    case 'heading_1':
    case 'heading_2':
    case 'heading_3': {
      const payload = block.type === 'heading_1' ? block.heading_1 : block.type === 'heading_2' ? block.heading_2 : block.heading_3;
      const H = headingTag(outline.levels.get(block.id) ?? DEFAULT_LEVEL[block.type]);
      const id = outline.anchors.get(block.id);
      if (payload.is_toggleable)
        return (
          <Toggle
            summary={
              <H id={id} className={SUMMARY_HEADING_CLASS[block.type]}>
                <RichTextView runs={payload.rich_text} />
              </H>
            }
          >
            {children}
          </Toggle>
        );
      return (
        <>
          <H id={id} className={HEADING_CLASS[block.type]}>
            <RichTextView runs={payload.rich_text} />
          </H>
          {children}
        </>
      );
    }
    case 'quote':
      return (
        <blockquote className="my-8 border-l-4 border-brand-400 bg-ink-900/60 py-4 pr-4 pl-6 text-lg text-slate-200 italic whitespace-pre-line">
          <RichTextView runs={block.quote.rich_text} />
          {children && <div className={NESTED}>{children}</div>}
        </blockquote>
      );
    case 'image': {
      const caption = block.image.caption;
      const src = imageUrl(block.image);
      // only web and site images; a javascript: or data: source is dropped
      if (safeImageSrc(src) === null) return null;
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
          {block.code.caption && (
            <p className="border-t border-ink-700 px-4 py-2 text-sm text-slate-400">
              <RichTextView runs={block.code.caption} />
            </p>
          )}
        </figure>
      );
    }
    case 'toggle':
      return <Toggle summary={<RichTextView runs={block.toggle.rich_text} />}>{children}</Toggle>;
    case 'callout':
      return (
        <Callout icon={block.callout.icon} runs={block.callout.rich_text}>
          {children}
        </Callout>
      );
    case 'table':
      return <TableBlock block={block} />;
    case 'column_list':
      return <div className="my-6 grid gap-x-8 md:auto-cols-fr md:grid-flow-col">{children}</div>;
    case 'column':
      return <div className="min-w-0 [&>*:first-child]:mt-0">{children}</div>;
    case 'bookmark': {
      const { url, caption } = block.bookmark;
      return <LinkCard href={url} title={plainText(caption).trim() || hostOf(url)} detail={shortUrl(url)} icon="link" />;
    }
    case 'embed':
    case 'video': {
      const url = block.type === 'embed' ? block.embed.url : imageUrl(block.video);
      const caption = block.type === 'embed' ? block.embed.caption : block.video.caption;
      const videoId = youTubeId(url);
      if (videoId) return <PostVideo videoId={videoId} url={url} caption={caption} />;
      if (block.type === 'video' && block.video.type === 'file') return <LinkCard {...fileCard('video', block.video)} icon="play" />;
      const title = plainText(caption).trim() || shortUrl(url);
      return <LinkCard href={url} title={title} detail={shortUrl(url)} icon={block.type === 'video' ? 'play' : 'embed'} />;
    }
    case 'file':
      return <LinkCard {...fileCard('file', block.file)} icon="file" />;
    case 'pdf':
      return <LinkCard {...fileCard('pdf', block.pdf)} icon="file" />;
    case 'audio':
      return <LinkCard {...fileCard('audio', block.audio)} icon="play" />;
    case 'equation':
      return (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide equation scrolls, and must be reachable by keyboard
        // biome-ignore lint/security/noDangerouslySetInnerHtml: MathML made by the server from TeX (core/blog/math.ts); it holds no writer markup
        <div tabIndex={0} className="my-6 overflow-x-auto py-2 text-xl" dangerouslySetInnerHTML={{ __html: block.equation.mathml }} />
      );
    case 'table_of_contents':
      return <TableOfContents entries={outline.contents} />;
    default:
      // rows are drawn by their table; unsupported content is reported by the export, not shown
      return null;
  }
}

/** a post body; consecutive list items are grouped into one list; content the model cannot show is skipped (and reported by the export) */
export function BlockRenderer({ blocks }: { blocks: BlogBlock[] }) {
  const levels = headingLevels(blocks);
  // headings get ids only in a post with a table of contents: the others keep the markup they had
  const contents = hasContents(blocks) ? contentsOf(blocks, levels) : [];
  const outline: Outline = { levels, anchors: new Map(contents.map((c) => [c.id, c.anchor])), contents };
  return (
    <div
      data-testid="post-body"
      className="text-lg leading-8 text-slate-300 [&_a]:text-brand-300 [&_a]:underline [&_a:hover]:text-brand-200"
    >
      <Blocks blocks={blocks} outline={outline} />
    </div>
  );
}

const hasContents = (blocks: BlogBlock[]): boolean =>
  blocks.some((b) => b.type === 'table_of_contents' || (b.children ? hasContents(b.children) : false));
