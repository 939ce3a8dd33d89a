/**
 * The one script `site dev` adds to each page (served from /__site/dev.js: the CSP's script-src 'self'
 * covers it, and its event stream is connect-src 'self'). It follows the dev server's events:
 * - `hello`: the server's id and the number of the last edit it applied: a page that shows an earlier
 *   one (its script's `?v=`: an edit came while it was loading) reloads, as does a page of a restarted server;
 * - `update`: the page's HTML changed by an edit to a post or to the text of the code: the new HTML is
 *   applied in place (inPlace.ts), or the page reloads where it cannot be;
 * - `reload`: the page's inputs changed otherwise; it reloads and comes back to the same place on the page;
 * - `style`: only classes and the stylesheet changed; both are applied in place, without a reload;
 * - `errors`: what failed (a build, a render, a post, the configuration), shown over the page with
 *   its file and line until the next good save clears it.
 */
import { type DevError, titleOf, whereOf } from '../devError';
import { Diverged, swapStylesheet, updateInPlace } from './inPlace';

/** the page as its HTML made it (taken before any other script of the page changed it): what the next `update` is applied against */
let served = document.cloneNode(true) as Document;
/** the page was updated in place: its scripts are those of its first HTML, so a link is followed by a full load */
let updated = false;

interface StylePatch {
  classes: Array<{ from: string; to: string; nth: number }>;
  counts: Record<string, number>;
  css: Array<{ from: string; to: string }>;
  /** the edit the page shows once patched */
  edit: number;
}

/** the number of the last edit this page shows (the server puts it in the script's URL) */
let shows = Number(new URL(import.meta.url).searchParams.get('v') ?? Number.NaN);

const SCROLL_KEY = 'site-dev:scroll';
/** where the reader is: the element at the top of the window (its path of child indexes, tag and text) and its offset */
interface Place {
  url: string;
  x: number;
  y: number;
  path: number[];
  tag: string;
  text: string;
  top: number;
}

const textOf = (el: Element) => (el.textContent ?? '').trim().slice(0, 120);

function elementPath(el: Element): number[] {
  const path: number[] = [];
  for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
    const parent: Element | null = e.parentElement;
    if (!parent) break;
    path.unshift(Array.prototype.indexOf.call(parent.children, e));
  }
  return path;
}

function elementAt(path: number[]): Element | null {
  let e: Element | null = document.body;
  for (const i of path) e = e?.children[i] ?? null;
  return e;
}

function savePlace(): void {
  // below the fixed header, where the reader's eyes are
  const el = document.elementFromPoint(window.innerWidth / 2, Math.min(100, window.innerHeight - 1));
  const place: Place = {
    url: location.pathname + location.search,
    x: window.scrollX,
    y: window.scrollY,
    path: el ? elementPath(el) : [],
    tag: el?.tagName ?? '',
    text: el ? textOf(el) : '',
    top: el ? el.getBoundingClientRect().top : 0,
  };
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(place));
  } catch {
    // storage blocked: the browser's own restoration is all there is
  }
}

/**
 * back to the saved place: the same element at the same height. Sections below the fold have a
 * placeholder height until first shown (content-visibility), so the saved scrollY alone can land
 * elsewhere in the new page.
 */
function restorePlace(): void {
  let place: Place | null = null;
  try {
    place = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as Place | null;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  if (!place || place.url !== location.pathname + location.search) return;
  const saved = place;
  /** the saved element: at its path when it is still the same one there, else the same tag and text nearest that path (the edit may have added or removed elements above it) */
  const find = (): Element | null => {
    const at = saved.path.length ? elementAt(saved.path) : null;
    if (at && at.tagName === saved.tag && textOf(at) === saved.text) return at;
    const alike = [...document.getElementsByTagName(saved.tag)].filter((e) => textOf(e) === saved.text);
    if (alike.length === 0) return at;
    const near = at?.getBoundingClientRect().top ?? 0;
    return alike.reduce((a, b) =>
      Math.abs(b.getBoundingClientRect().top - near) < Math.abs(a.getBoundingClientRect().top - near) ? b : a,
    );
  };
  const apply = () => {
    const el = find();
    if (el) window.scrollTo(saved.x, window.scrollY + el.getBoundingClientRect().top - saved.top);
    else window.scrollTo(saved.x, saved.y);
  };
  apply();
  // once images and the hydrated page have settled, again
  window.addEventListener('load', () => requestAnimationFrame(apply), { once: true });
  history.scrollRestoration = 'auto';
}

function reload(): void {
  savePlace();
  // the script puts the reader back itself (restorePlace): the browser's restoring would land elsewhere
  history.scrollRestoration = 'manual';
  location.reload();
}

/** the class changes and new stylesheets, applied in place; false when the page differs from what the server expects */
function applyStyle(patch: StylePatch): boolean {
  const byClass = new Map<string, Element[]>();
  for (const el of document.querySelectorAll('[class]')) {
    const cls = el.getAttribute('class') ?? '';
    if (!(cls in patch.counts)) continue;
    const list = byClass.get(cls) ?? [];
    list.push(el);
    byClass.set(cls, list);
  }
  for (const [cls, count] of Object.entries(patch.counts)) if ((byClass.get(cls)?.length ?? 0) !== count) return false;
  const targets = patch.classes.map((c) => [byClass.get(c.from)?.[c.nth], c.to] as const);
  if (targets.some(([el]) => !el)) return false;
  const sheets = patch.css.map(
    ({ from, to }) => [document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(from)}"]`), to] as const,
  );
  if (sheets.some(([old]) => !old)) return false;
  for (const [old, to] of sheets) swapStylesheet(old!, to);
  for (const [el, to] of targets) el!.setAttribute('class', to);
  return true;
}

/** an edit's new HTML in place; false when the page cannot take it (it reloads) */
function applyUpdate(html: string): boolean {
  const next = new DOMParser().parseFromString(html, 'text/html');
  try {
    updateInPlace(document, served, next);
  } catch (err) {
    if (!(err instanceof Diverged)) console.warn('site dev: the page is reloaded, as the edit could not be applied in place:', err);
    return false;
  }
  served = next;
  updated = true;
  return true;
}

let host: HTMLElement | null = null;

function showErrors(errors: DevError[]): void {
  host?.remove();
  host = null;
  if (errors.length === 0) return;
  host = document.createElement('site-dev-overlay');
  host.setAttribute('role', 'alertdialog');
  host.setAttribute('aria-label', 'site dev: errors');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = `
    :host { position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: flex-start; justify-content: center;
      background: rgba(5, 8, 16, 0.72); overflow: auto; padding: 48px 16px; font: 14px/1.5 ui-sans-serif, system-ui, sans-serif; }
    .box { background: #0a0f1d; color: #e2e8f0; border: 1px solid #f87171; border-radius: 12px; max-width: 960px; width: 100%;
      box-shadow: 0 20px 60px rgba(0,0,0,.6); }
    .error { padding: 16px 20px; border-top: 1px solid #1f2a44; }
    .error:first-of-type { border-top: 0; }
    h2 { margin: 0 0 4px; font-size: 15px; color: #fca5a5; }
    .where { font-family: ui-monospace, Menlo, Consolas, monospace; color: #7dd3fc; word-break: break-all; }
    pre { margin: 8px 0 0; white-space: pre-wrap; font-family: ui-monospace, Menlo, Consolas, monospace; color: #f1f5f9; }
    .line { color: #94a3b8; }
    footer { padding: 10px 20px; color: #94a3b8; border-top: 1px solid #1f2a44; display: flex; justify-content: space-between; gap: 16px; }
    button { background: none; border: 1px solid #475569; color: #e2e8f0; border-radius: 6px; padding: 2px 10px; cursor: pointer; }`;
  const box = document.createElement('div');
  box.className = 'box';
  for (const e of errors) {
    const section = document.createElement('section');
    section.className = 'error';
    const title = document.createElement('h2');
    title.textContent = `${titleOf(e)}${e.page ? ` while rendering ${e.page}` : ''}`;
    section.append(title);
    if (e.file) {
      const where = document.createElement('div');
      where.className = 'where';
      where.textContent = whereOf(e);
      section.append(where);
    }
    const message = document.createElement('pre');
    message.textContent = e.message;
    section.append(message);
    if (e.lineText) {
      const line = document.createElement('pre');
      line.className = 'line';
      line.textContent = `${e.line ?? ''} | ${e.lineText}`;
      section.append(line);
    }
    box.append(section);
  }
  const footer = document.createElement('footer');
  footer.textContent = 'Fix the file and save: this goes away by itself.';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => showErrors([]));
  footer.append(close);
  box.append(footer);
  root.append(style, box);
  document.body.append(host);
}

/** once the next frame is painted, tells the server the edit shows (it then builds the browser bundle) */
function tellShown(): void {
  requestAnimationFrame(() => setTimeout(() => void fetch('/__site/shown', { cache: 'no-store', keepalive: true }).catch(() => undefined)));
}

let source: EventSource | null = null;
let serverId: string | null = null;
let watched = '';

function connect(): void {
  watched = location.pathname;
  source?.close();
  source = new EventSource(`/__site/events?path=${encodeURIComponent(watched)}`);
  source.addEventListener('hello', (e) => {
    const hello = JSON.parse((e as MessageEvent<string>).data) as { serverId: string; edit: number; errors: DevError[] };
    // a restarted dev server may serve other code: the page is loaded again from it
    if (serverId && hello.serverId !== serverId) return reload();
    // an edit was applied after this page was rendered, before it followed the events
    if (hello.edit > shows) return reload();
    serverId = hello.serverId;
    showErrors(hello.errors);
  });
  source.addEventListener('reload', () => reload());
  source.addEventListener('style', (e) => {
    const patch = JSON.parse((e as MessageEvent<string>).data) as StylePatch;
    if (!applyStyle(patch)) return reload();
    shows = patch.edit;
    tellShown();
  });
  source.addEventListener('update', (e) => {
    const update = JSON.parse((e as MessageEvent<string>).data) as { html: string; edit: number };
    if (!applyUpdate(update.html)) return reload();
    shows = update.edit;
    tellShown();
  });
  source.addEventListener('errors', (e) => showErrors(JSON.parse((e as MessageEvent<string>).data) as DevError[]));
}

// a navigation inside the page (the router's pushState) follows another page's events
for (const method of ['pushState', 'replaceState'] as const) {
  const original = history[method].bind(history);
  history[method] = (...args: Parameters<History['pushState']>) => {
    original(...args);
    if (location.pathname !== watched) connect();
  };
}
window.addEventListener('popstate', () => {
  if (updated) return location.reload();
  if (location.pathname !== watched) connect();
});
// after an update in place, the page's scripts no longer know every node they made: a link of the site
// is followed by loading its page, not by the router
document.addEventListener(
  'click',
  (e) => {
    if (!updated || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || (url.pathname === location.pathname && url.hash)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    location.assign(url.href);
  },
  true,
);

restorePlace();
connect();
