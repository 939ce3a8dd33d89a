import { DomUtils, parseDocument } from 'htmlparser2';
import { PAGE_DATA_ID, type PageData } from '../../src/shared/pageData';

/** Exported pages read with a real HTML parser (htmlparser2): elements, attributes and text, entities decoded. */

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlElement = ReturnType<typeof DomUtils.findAll>[number];
export type HtmlNode = HtmlDocument | HtmlElement;

export const parseHtml = (html: string): HtmlDocument => parseDocument(html);

const childrenOf = (root: HtmlNode) => root.children;

/** every element under root that passes the test, in document order */
export const findAll = (root: HtmlNode, test: (el: HtmlElement) => boolean): HtmlElement[] => DomUtils.findAll(test, childrenOf(root));

/** every element with this tag name under root, in document order */
export const byTag = (root: HtmlNode, name: string): HtmlElement[] => findAll(root, (el) => el.name === name);

/** the element with this id; fails the test when there is none */
export function byId(root: HtmlNode, id: string): HtmlElement {
  const el = DomUtils.findOne((e) => e.attribs.id === id, childrenOf(root));
  if (!el) throw new Error(`no element with id "${id}"`);
  return el;
}

/** the <section> that holds the element with this id (the element itself when it is one) */
export function sectionOf(root: HtmlNode, id: string): HtmlElement {
  let el: HtmlElement | null = byId(root, id);
  while (el && el.name !== 'section') el = el.parent?.type === 'tag' ? (el.parent as HtmlElement) : null;
  if (!el) throw new Error(`the element with id "${id}" is in no section`);
  return el;
}

/** the text a visitor reads: text nodes outside scripts and styles, a space between neighbours, whitespace collapsed */
export function textOf(node: HtmlNode): string {
  const parts: string[] = [];
  const walk = (n: HtmlNode | HtmlDocument['children'][number]) => {
    if (n.type === 'text') parts.push(n.data);
    else if ('children' in n && !(n.type === 'script' || n.type === 'style')) for (const c of n.children) walk(c);
  };
  walk(node);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** the values of one attribute on every element under root (`href` gives every link target) */
export const attrValues = (root: HtmlNode, name: string): string[] =>
  findAll(root, (el) => el.attribs[name] !== undefined).map((el) => el.attribs[name] as string);

/** the ids of the elements under root, in document order */
export const idsInOrder = (root: HtmlNode): string[] => attrValues(root, 'id');

/** the text of the first <h1> */
export const h1Of = (doc: HtmlNode): string => textOf(byTag(doc, 'h1')[0] ?? parseHtml(''));

/** the content of <meta name="…"> */
export const metaContent = (doc: HtmlNode, name: string): string | undefined =>
  byTag(doc, 'meta').find((m) => m.attribs.name === name)?.attribs.content;

/** the raw text of a script element (scripts hold no markup) */
export const scriptText = (el: HtmlElement) => el.children.map((c) => ('data' in c ? c.data : '')).join('');

/** the JSON-LD documents of a page */
export const jsonLdOf = (doc: HtmlNode): Array<Record<string, unknown>> =>
  byTag(doc, 'script')
    .filter((s) => s.attribs.type === 'application/ld+json')
    .map((s) => JSON.parse(scriptText(s)) as Record<string, unknown>);

/** the page data embedded for hydration */
export function pageDataOf(doc: HtmlNode): PageData {
  const script = byTag(doc, 'script').find((s) => s.attribs.id === PAGE_DATA_ID && s.attribs.type === 'application/json');
  if (!script) throw new Error('no page data in the page');
  return JSON.parse(scriptText(script)) as PageData;
}
