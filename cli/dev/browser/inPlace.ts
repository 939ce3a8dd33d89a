/**
 * An edit's new HTML applied to the open page without a reload (`site dev`'s `update` event): the HTML
 * the page was rendered from (`before`), the new HTML (`after`) and the page as it is now (`live`) are
 * walked together, and only the nodes whose HTML the edit changed are touched: a text, an attribute,
 * an element added, removed or replaced. What the page's scripts made of the rest (a menu opened, a
 * list loaded, a preload added) stays as it is. Where the edit changed something that the page no
 * longer has as its HTML had it, `Diverged` is thrown and the caller reloads the page instead.
 *
 * New scripts come from a parsed document and never run; a new stylesheet replaces the old one once it
 * has loaded (no unstyled flash).
 */

/** the page differs from its HTML where the edit changed it */
export class Diverged extends Error {}

/** elements of `site dev` itself (its error overlay): never part of the page's HTML */
const isOwn = (node: Node) => node.nodeName === 'SITE-DEV-OVERLAY';

/** applies what changed from `before` to `after` to the live document (see the header) */
export function updateInPlace(live: Document, before: Document, after: Document): void {
  patchAttributes(before.documentElement, after.documentElement, live.documentElement);
  // the page's scripts may add nodes after what the HTML had (preloads in the head, portals in the body): they stay
  patchChildren(before.head, after.head, live.head, true);
  patchChildren(before.body, after.body, live.body, true);
}

function patchAttributes(before: Element, after: Element, live: Element): void {
  for (const { name, value } of after.attributes) if (before.getAttribute(name) !== value) live.setAttribute(name, value);
  for (const { name } of before.attributes) if (!after.hasAttribute(name)) live.removeAttribute(name);
}

/**
 * the children of one element: equal ones at the start and the end are passed over, those between are
 * paired by position (and patched), the rest removed or added. `extra`: live nodes after those of the
 * HTML are the page's own and stay.
 */
function patchChildren(before: Node, after: Node, live: Element, extra = false): void {
  const b = [...before.childNodes];
  const a = [...after.childNodes];
  let l = [...live.childNodes].filter((n) => !isOwn(n));
  if (extra) l = l.slice(0, b.length);
  if (l.length !== b.length) {
    // the page's scripts rebuilt this element: fine as long as the edit did not change it
    if (b.length === a.length && b.every((n, i) => n.isEqualNode(a[i]!))) return;
    throw new Diverged();
  }
  let start = 0;
  while (start < b.length && start < a.length && b[start]!.isEqualNode(a[start]!)) start++;
  let endB = b.length;
  let endA = a.length;
  while (endB > start && endA > start && b[endB - 1]!.isEqualNode(a[endA - 1]!)) {
    endB--;
    endA--;
  }
  // where added nodes go: before the first equal node at the end, else after the last node of the HTML
  const anchor = endB < l.length ? l[endB]! : l.length > 0 ? l[l.length - 1]!.nextSibling : live.firstChild;
  const paired = Math.min(endB - start, endA - start);
  for (let i = start; i < start + paired; i++) patchNode(b[i]!, a[i]!, l[i]!);
  for (let i = start + paired; i < endB; i++) l[i]!.remove();
  for (let i = start + paired; i < endA; i++) live.insertBefore(live.ownerDocument.importNode(a[i]!, true), anchor);
}

function sameKind(x: Node, y: Node): boolean {
  return x.nodeType === y.nodeType && x.nodeName === y.nodeName;
}

function patchNode(before: Node, after: Node, live: Node): void {
  if (before.isEqualNode(after)) return;
  if (!sameKind(before, live)) throw new Diverged();
  if (!sameKind(before, after)) {
    live.parentNode!.replaceChild(live.ownerDocument!.importNode(after, true), live);
    return;
  }
  if (before.nodeType === Node.TEXT_NODE || before.nodeType === Node.COMMENT_NODE) {
    // a text the page's scripts changed too: theirs and the edit's cannot both be kept
    if ((live as CharacterData).data !== (before as CharacterData).data) throw new Diverged();
    (live as CharacterData).data = (after as CharacterData).data;
    return;
  }
  if (before.nodeType !== Node.ELEMENT_NODE) {
    live.parentNode!.replaceChild(live.ownerDocument!.importNode(after, true), live);
    return;
  }
  const [b, a, l] = [before as Element, after as Element, live as Element];
  if (isStylesheet(b) && isStylesheet(a) && b.getAttribute('href') !== a.getAttribute('href')) {
    swapStylesheet(l as HTMLLinkElement, a.getAttribute('href') ?? '');
    return;
  }
  if (b.nodeName === 'SCRIPT') {
    // a script's new text (the page data, structured data) is data now: it does not run again
    patchAttributes(b, a, l);
    if (b.textContent !== a.textContent) l.textContent = a.textContent;
    return;
  }
  patchAttributes(b, a, l);
  patchChildren(b, a, l);
}

const isStylesheet = (el: Element) => el.nodeName === 'LINK' && el.getAttribute('rel') === 'stylesheet';

/** a stylesheet link pointed at another file: the old sheet stays until the new one has loaded */
export function swapStylesheet(old: HTMLLinkElement, href: string): void {
  const link = old.cloneNode() as HTMLLinkElement;
  link.href = href;
  link.addEventListener('load', () => old.remove(), { once: true });
  link.addEventListener('error', () => old.remove(), { once: true });
  old.after(link);
}
