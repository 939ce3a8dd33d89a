/**
 * Notion rich text to the model's runs: bold, italic, code, strikethrough, underline and colour;
 * inline equations as MathML (made here, on the server); mentions as their text. A mention of a page,
 * or a text link to one, keeps the page's id and no address: the private notion.so address is never
 * shown, and linkPageMentions (mentions.ts) links it to the post once the page is known to be published.
 */
import { type RichText, type RichTextAnnotations, TEXT_COLORS, type TextColor } from '../../../src/shared/blog/types';
import { texToMathml } from '../math';

export interface NotionRichText {
  type?: string;
  plain_text?: string;
  href?: string | null;
  annotations?: {
    bold?: boolean;
    italic?: boolean;
    code?: boolean;
    strikethrough?: boolean;
    underline?: boolean;
    color?: string;
  };
  text?: { content?: string; link?: { url?: string } | null };
  mention?: { type?: string; page?: { id?: string }; database?: { id?: string } };
  equation?: { expression?: string };
}

const COLORS = new Set<string>([...TEXT_COLORS, ...TEXT_COLORS.map((c) => `${c}_background`)]);

function annotationsOf(r: NotionRichText): RichTextAnnotations {
  const a = r.annotations;
  const out: RichTextAnnotations = { bold: Boolean(a?.bold), italic: Boolean(a?.italic), code: Boolean(a?.code) };
  // only what is set: the runs of the original model keep their three keys
  if (a?.strikethrough) out.strikethrough = true;
  if (a?.underline) out.underline = true;
  if (a?.color && COLORS.has(a.color)) out.color = a.color as TextColor;
  return out;
}

const PAGE_ID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** the page id of a link to a Notion page ('/1f0e…', 'https://www.notion.so/Title-1f0e…'); null for any other link */
export function notionPageOfLink(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://www.notion.so');
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  const notionHost = host === 'notion.so' || host.endsWith('.notion.so') || host.endsWith('.notion.site');
  if (!notionHost) return null;
  const last = parsed.pathname.split('/').filter(Boolean).pop() ?? '';
  const id = /([0-9a-f]{32}|[0-9a-f-]{36})$/i.exec(last)?.[1];
  return id && PAGE_ID.test(id) ? normalizePageId(id) : null;
}

/** a page id with dashes, lower case: how both ends of a mention compare */
export function normalizePageId(id: string): string {
  const hex = id.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function run(r: NotionRichText): RichText | null {
  const text = r.plain_text ?? '';
  if (text === '') return null;
  const base: RichText = { plain_text: text, annotations: annotationsOf(r), href: null };
  if (r.type === 'equation') {
    const mathml = texToMathml(r.equation?.expression ?? text, false);
    // TeX that does not parse shows as what was typed
    return mathml ? { ...base, equation: { mathml } } : { ...base, annotations: { ...base.annotations, code: true } };
  }
  if (r.type === 'mention') {
    const m = r.mention;
    if (m?.type === 'page' && m.page?.id) return { ...base, mention: { type: 'page', page_id: normalizePageId(m.page.id) } };
    // databases, users, dates and templates: their text; link mentions and previews: their address
    if (m?.type === 'link_preview' || m?.type === 'link_mention') return { ...base, href: nonEmpty(r.href) };
    return base;
  }
  const href = nonEmpty(r.href ?? r.text?.link?.url);
  if (href) {
    const page = notionPageOfLink(href);
    if (page) return { ...base, mention: { type: 'page', page_id: page } };
  }
  return { ...base, href };
}

const nonEmpty = (s: string | null | undefined): string | null => (typeof s === 'string' && s !== '' ? s : null);

/** a list of Notion rich text objects as runs (empty ones dropped) */
export function mapRichText(runs: NotionRichText[] | undefined): RichText[] {
  const out: RichText[] = [];
  for (const r of runs ?? []) {
    const mapped = run(r);
    if (mapped) out.push(mapped);
  }
  return out;
}
