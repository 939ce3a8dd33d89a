/**
 * A markdown body (CommonMark + GFM, through remark-parse and remark-gfm) to the blog model: headings,
 * paragraphs with bold, italic, code, strikethrough and links (autolinks too), lists kept nested, task
 * lists as to-dos, tables, quotes, images, dividers, fenced code, and footnotes at the end of the post.
 * Raw HTML is never rendered: a block of it, or a tag inside text, becomes an `unsupported` block that
 * the export reports (an HTML comment is the writer's note and is left out quietly).
 */
import type { Definition, FootnoteDefinition, Image, ImageReference, List, Nodes, PhrasingContent, Root, RootContent, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { BlogBlock, ImagePayload, RichText, RichTextAnnotations, TextBlockType } from '../../../src/shared/blog/types';
import { unsupportedBlock, words } from '../unshown';

const parser = unified().use(remarkParse).use(remarkGfm);

const PLAIN: RichTextAnnotations = { bold: false, italic: false, code: false };

interface Ctx {
  definitions: Map<string, Definition>;
  footnoteDefinitions: Map<string, FootnoteDefinition>;
  /** footnotes by identifier, numbered in the order of their first reference, with how often each was referenced */
  footnotes: Map<string, { n: number; refs: number }>;
  /** where blocks go (the body, or a footnote's contents) */
  blocks: BlogBlock[];
  prefix: string;
  /** blocks made so far: the next id */
  seq: number;
  /** raw HTML met inside the text of the block being made: reported after it */
  html: string[];
}

const normalizeLabel = (label: string) =>
  label
    .replace(/[\t\n\r ]+/g, ' ')
    .trim()
    .toLowerCase();

const sameStyle = (a: RichTextAnnotations, b: RichTextAnnotations) =>
  a.bold === b.bold && a.italic === b.italic && a.code === b.code && Boolean(a.strikethrough) === Boolean(b.strikethrough);

/** joins neighbouring runs that look the same, so '**a** **b**' stays three runs, not more */
function pushRun(runs: RichText[], run: RichText): void {
  if (run.plain_text === '') return;
  const last = runs.at(-1);
  if (last && !last.footnote && !run.footnote && last.href === run.href && sameStyle(last.annotations, run.annotations)) {
    last.plain_text += run.plain_text;
    return;
  }
  runs.push({ ...run, annotations: { ...run.annotations } });
}

const BREAK_TAG = /^<br\s*\/?>$/i;
const COMMENT = /^<!--[\s\S]*-->$/;

/** the text of raw HTML without its tags, for the report's word count */
const htmlText = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** inline markdown to runs; images inside text are handed to onImage (they become image blocks) */
function phrasing(
  nodes: PhrasingContent[],
  ctx: Ctx,
  style: RichTextAnnotations,
  href: string | null,
  runs: RichText[],
  onImage?: (img: ImagePayload) => void,
): RichText[] {
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        pushRun(runs, { plain_text: node.value, annotations: style, href });
        break;
      case 'inlineCode':
        pushRun(runs, { plain_text: node.value, annotations: { ...style, code: true }, href });
        break;
      case 'strong':
        phrasing(node.children, ctx, { ...style, bold: true }, href, runs, onImage);
        break;
      case 'emphasis':
        phrasing(node.children, ctx, { ...style, italic: true }, href, runs, onImage);
        break;
      case 'delete':
        phrasing(node.children, ctx, { ...style, strikethrough: true }, href, runs, onImage);
        break;
      case 'link':
        phrasing(node.children, ctx, style, node.url, runs, onImage);
        break;
      case 'linkReference': {
        const def = ctx.definitions.get(normalizeLabel(node.identifier));
        phrasing(node.children, ctx, style, def ? def.url : href, runs, onImage);
        break;
      }
      case 'break':
        pushRun(runs, { plain_text: '\n', annotations: style, href });
        break;
      case 'image':
      case 'imageReference': {
        const img = imagePayload(node, ctx);
        if (img && onImage) onImage(img);
        else if (img) pushRun(runs, { plain_text: img.alt ?? '', annotations: style, href });
        break;
      }
      case 'footnoteReference':
        footnoteRun(node.identifier, ctx, runs);
        break;
      case 'html':
        // raw HTML is never rendered: a line break tag breaks the line, a comment is left out, other tags are reported
        if (BREAK_TAG.test(node.value.trim())) pushRun(runs, { plain_text: '\n', annotations: style, href });
        else if (!COMMENT.test(node.value.trim())) ctx.html.push(node.value);
        break;
      default: {
        // any future inline node: keep its text
        const other = node as { value?: unknown };
        if (typeof other.value === 'string') pushRun(runs, { plain_text: other.value, annotations: style, href });
      }
    }
  }
  return runs;
}

/** a footnote reference: its number, linking to the footnote (which links back to the first reference) */
function footnoteRun(identifier: string, ctx: Ctx, runs: RichText[]): void {
  const key = normalizeLabel(identifier);
  let note = ctx.footnotes.get(key);
  if (!note) {
    note = { n: ctx.footnotes.size + 1, refs: 0 };
    ctx.footnotes.set(key, note);
  }
  note.refs++;
  const id = note.refs === 1 ? `fnref-${note.n}` : `fnref-${note.n}-${note.refs}`;
  runs.push({ plain_text: String(note.n), annotations: { ...PLAIN }, href: `#fn-${note.n}`, footnote: { id } });
}

function imagePayload(node: Image | ImageReference, ctx: Ctx): ImagePayload | null {
  let url: string;
  let title: string | null | undefined;
  if (node.type === 'image') {
    url = node.url;
    title = node.title;
  } else {
    const def = ctx.definitions.get(normalizeLabel(node.identifier));
    if (!def) return null;
    url = def.url;
    title = def.title;
  }
  if (!url) return null;
  const alt = node.alt ?? '';
  // the title attribute is the caption; without one the alt text doubles as caption
  const captionText = title?.trim() || alt.trim();
  return {
    type: 'external',
    external: { url },
    caption: captionText ? [{ plain_text: captionText, annotations: { ...PLAIN }, href: null }] : [],
    alt,
  };
}

function trimRuns(runs: RichText[]): RichText[] {
  const out = runs.map((r) => ({ ...r, annotations: { ...r.annotations } }));
  const first = out[0];
  if (first) first.plain_text = first.plain_text.replace(/^\s+/, '');
  const last = out.at(-1);
  if (last) last.plain_text = last.plain_text.replace(/\s+$/, '');
  return out.filter((r) => r.plain_text !== '');
}

function nextId(ctx: Ctx): string {
  ctx.seq++;
  return `${ctx.prefix}${ctx.seq}`;
}

/** reports the raw HTML met in the text of the block just made */
function flushHtml(ctx: Ctx): void {
  if (ctx.html.length === 0) return;
  const html = ctx.html.join(' ');
  ctx.html = [];
  ctx.blocks.push(unsupportedBlock(nextId(ctx), 'html', html, words(htmlText(html)).length));
}

function pushText(ctx: Ctx, type: TextBlockType, runs: RichText[]): void {
  const rich_text = trimRuns(runs);
  if (rich_text.length > 0) ctx.blocks.push({ id: nextId(ctx), type, [type]: { rich_text } } as unknown as BlogBlock);
  flushHtml(ctx);
}

function pushImage(ctx: Ctx, image: ImagePayload): void {
  ctx.blocks.push({ id: nextId(ctx), type: 'image', image });
}

/** a paragraph, split around any images it holds (an image on its own line is the usual case) */
function paragraphBlocks(children: PhrasingContent[], ctx: Ctx, type: TextBlockType): void {
  const runs: RichText[] = [];
  phrasing(children, ctx, PLAIN, null, runs, (img) => {
    pushText(ctx, type, runs);
    // phrasing keeps appending to this array: empty it in place
    runs.length = 0;
    pushImage(ctx, img);
  });
  pushText(ctx, type, runs);
}

/** the text of a list item or quote: its paragraphs joined by line breaks */
function flowText(nodes: RootContent[], ctx: Ctx): RichText[] {
  const runs: RichText[] = [];
  for (const node of nodes) {
    if (node.type === 'html') {
      if (!COMMENT.test(node.value.trim())) ctx.html.push(node.value);
      continue;
    }
    if (runs.length > 0) pushRun(runs, { plain_text: '\n', annotations: PLAIN, href: null });
    if (node.type === 'paragraph' || node.type === 'heading') phrasing(node.children, ctx, PLAIN, null, runs);
    else if (node.type === 'code') pushRun(runs, { plain_text: node.value, annotations: { ...PLAIN, code: true }, href: null });
    else if ('children' in node) runs.push(...flowText(node.children as RootContent[], ctx));
    else if ('value' in node && typeof node.value === 'string') pushRun(runs, { plain_text: node.value, annotations: PLAIN, href: null });
  }
  return runs;
}

/** the blocks `make` pushes, made into a list of their own (a list item's nested lists, a footnote's contents) */
function collect(ctx: Ctx, make: () => void): BlogBlock[] {
  const outer = ctx.blocks;
  ctx.blocks = [];
  try {
    make();
    return ctx.blocks;
  } finally {
    ctx.blocks = outer;
  }
}

/** a list: an item's text, and its nested lists as its children; a task item (`- [x]`) is a to-do */
function list(node: List, ctx: Ctx): void {
  const type = node.ordered ? 'numbered_list_item' : 'bulleted_list_item';
  for (const item of node.children) {
    const own = item.children.filter((c) => c.type !== 'list');
    const rich_text = trimRuns(flowText(own, ctx));
    const children = collect(ctx, () => {
      for (const nested of item.children) if (nested.type === 'list') list(nested, ctx);
    });
    const nest = children.length ? { children } : {};
    // (the id is taken once the item is known to be kept: posts without nesting keep the ids they had)
    if (typeof item.checked === 'boolean')
      ctx.blocks.push({ id: nextId(ctx), type: 'to_do', to_do: { rich_text, checked: item.checked }, ...nest });
    else if (rich_text.length > 0 || children.length > 0)
      ctx.blocks.push({ id: nextId(ctx), type, [type]: { rich_text }, ...nest } as unknown as BlogBlock);
    flushHtml(ctx);
  }
}

/** a GFM table: a header row, then its rows; images in cells show their alt text */
function table(node: Table, ctx: Ctx): void {
  const id = nextId(ctx);
  const rows = node.children.map((row) => ({
    id: nextId(ctx),
    type: 'table_row' as const,
    table_row: { cells: row.children.map((cell) => trimRuns(phrasing(cell.children, ctx, PLAIN, null, []))) },
  }));
  const width = Math.max(1, ...rows.map((r) => r.table_row.cells.length));
  ctx.blocks.push({ id, type: 'table', table: { table_width: width, has_column_header: true, has_row_header: false }, children: rows });
  flushHtml(ctx);
}

function block(node: RootContent, ctx: Ctx): void {
  switch (node.type) {
    case 'heading': {
      // the model has three heading levels; deeper markdown headings become the third
      const type = (['heading_1', 'heading_2', 'heading_3'] as const)[Math.min(node.depth, 3) - 1] ?? 'heading_3';
      pushText(ctx, type, phrasing(node.children, ctx, PLAIN, null, []));
      break;
    }
    case 'paragraph':
      paragraphBlocks(node.children, ctx, 'paragraph');
      break;
    case 'list':
      list(node, ctx);
      break;
    case 'table':
      table(node, ctx);
      break;
    case 'blockquote':
      pushText(ctx, 'quote', flowText(node.children, ctx));
      break;
    case 'thematicBreak':
      ctx.blocks.push({ id: nextId(ctx), type: 'divider', divider: {} });
      break;
    case 'code':
      ctx.blocks.push({
        id: nextId(ctx),
        type: 'code',
        code: {
          rich_text: node.value ? [{ plain_text: node.value, annotations: { ...PLAIN }, href: null }] : [],
          language: node.lang?.trim() || 'plain text',
        },
      });
      break;
    case 'html':
      if (!COMMENT.test(node.value.trim())) {
        ctx.html.push(node.value);
        flushHtml(ctx);
      }
      break;
    case 'definition':
    case 'footnoteDefinition':
      break;
    default:
      if ('children' in node) for (const child of node.children as RootContent[]) block(child, ctx);
  }
}

/** the footnotes, at the end of the body: the referenced ones by number, then any never referenced */
function footnoteBlocks(ctx: Ctx): void {
  const notes = [...ctx.footnoteDefinitions.entries()].map(([key, def]) => ({ key, def, note: ctx.footnotes.get(key) }));
  const referenced = notes.filter((n) => n.note).sort((a, b) => (a.note?.n ?? 0) - (b.note?.n ?? 0));
  let n = ctx.footnotes.size;
  for (const { def, note } of [...referenced, ...notes.filter((x) => !x.note)]) {
    const number = note?.n ?? ++n;
    const id = nextId(ctx);
    const children = collect(ctx, () => {
      for (const child of def.children) block(child, ctx);
    });
    ctx.blocks.push({ id, type: 'footnote', footnote: { anchor: `fn-${number}`, ref: note ? `fnref-${number}` : null }, children });
  }
}

function collectDefinitions(node: Nodes, ctx: Ctx): void {
  if (node.type === 'definition') {
    const key = normalizeLabel(node.identifier);
    if (!ctx.definitions.has(key)) ctx.definitions.set(key, node);
  }
  if (node.type === 'footnoteDefinition') {
    const key = normalizeLabel(node.identifier);
    if (!ctx.footnoteDefinitions.has(key)) ctx.footnoteDefinitions.set(key, node);
  }
  if ('children' in node) for (const child of node.children) collectDefinitions(child as Nodes, ctx);
}

/** parses a markdown body into the blog block model; ids are prefix + a sequence number */
export function markdownToBlocks(markdown: string, idPrefix = 'b'): BlogBlock[] {
  const tree = parser.parse(markdown) as Root;
  const ctx: Ctx = {
    definitions: new Map(),
    footnoteDefinitions: new Map(),
    footnotes: new Map(),
    blocks: [],
    prefix: idPrefix,
    seq: 0,
    html: [],
  };
  collectDefinitions(tree, ctx);
  for (const node of tree.children) block(node, ctx);
  footnoteBlocks(ctx);
  return ctx.blocks;
}
