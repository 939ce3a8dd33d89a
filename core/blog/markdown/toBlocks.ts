import type { Definition, Image, ImageReference, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { BlogBlock, ImagePayload, RichText, RichTextAnnotations, TextBlockType } from '../../../src/shared/blog/types';

const parser = unified().use(remarkParse);

const PLAIN: RichTextAnnotations = { bold: false, italic: false, code: false };

interface Ctx {
  definitions: Map<string, Definition>;
  blocks: BlogBlock[];
  prefix: string;
}

const normalizeLabel = (label: string) =>
  label
    .replace(/[\t\n\r ]+/g, ' ')
    .trim()
    .toLowerCase();

/** joins neighbouring runs that look the same, so '**a** **b**' stays three runs, not more */
function pushRun(runs: RichText[], run: RichText): void {
  if (run.plain_text === '') return;
  const last = runs.at(-1);
  if (
    last &&
    last.href === run.href &&
    last.annotations.bold === run.annotations.bold &&
    last.annotations.italic === run.annotations.italic &&
    last.annotations.code === run.annotations.code
  ) {
    last.plain_text += run.plain_text;
    return;
  }
  runs.push({ ...run, annotations: { ...run.annotations } });
}

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
        phrasing(node.children, ctx, style, href, runs, onImage);
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
      case 'html':
        // raw HTML is never rendered as HTML: it shows as the text it is
        pushRun(runs, { plain_text: node.value, annotations: style, href });
        break;
      default:
        // footnote references and any future inline node: keep their text
        if ('value' in node && typeof node.value === 'string') pushRun(runs, { plain_text: node.value, annotations: style, href });
    }
  }
  return runs;
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
  return `${ctx.prefix}${ctx.blocks.length + 1}`;
}

function pushText(ctx: Ctx, type: TextBlockType, runs: RichText[]): void {
  const rich_text = trimRuns(runs);
  if (rich_text.length === 0) return;
  ctx.blocks.push({ id: nextId(ctx), type, [type]: { rich_text } } as BlogBlock);
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
    if (runs.length > 0) pushRun(runs, { plain_text: '\n', annotations: PLAIN, href: null });
    if (node.type === 'paragraph' || node.type === 'heading') phrasing(node.children, ctx, PLAIN, null, runs);
    else if (node.type === 'code') pushRun(runs, { plain_text: node.value, annotations: { ...PLAIN, code: true }, href: null });
    else if ('children' in node) runs.push(...flowText(node.children as RootContent[], ctx));
    else if ('value' in node && typeof node.value === 'string') pushRun(runs, { plain_text: node.value, annotations: PLAIN, href: null });
  }
  return runs;
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
    case 'list': {
      const type = node.ordered ? 'numbered_list_item' : 'bulleted_list_item';
      for (const item of node.children) {
        // nested lists are flattened after their parent item: the model has no nesting
        const own = item.children.filter((c) => c.type !== 'list');
        pushText(ctx, type, flowText(own, ctx));
        for (const nested of item.children) if (nested.type === 'list') block(nested, ctx);
      }
      break;
    }
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
      pushText(ctx, 'paragraph', [{ plain_text: node.value, annotations: { ...PLAIN }, href: null }]);
      break;
    case 'definition':
    case 'footnoteDefinition':
      break;
    default:
      if ('children' in node) for (const child of node.children as RootContent[]) block(child, ctx);
  }
}

function collectDefinitions(node: Nodes, into: Map<string, Definition>): void {
  if (node.type === 'definition') {
    const key = normalizeLabel(node.identifier);
    if (!into.has(key)) into.set(key, node);
  }
  if ('children' in node) for (const child of node.children) collectDefinitions(child as Nodes, into);
}

/** parses a markdown body into the blog block model; ids are prefix + position */
export function markdownToBlocks(markdown: string, idPrefix = 'b'): BlogBlock[] {
  const tree = parser.parse(markdown) as Root;
  const ctx: Ctx = { definitions: new Map(), blocks: [], prefix: idPrefix };
  collectDefinitions(tree, ctx.definitions);
  for (const node of tree.children) block(node, ctx);
  return ctx.blocks;
}
