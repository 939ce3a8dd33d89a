/**
 * The pages of `site dev`: the page a request names (a page of the site, a redirect, or the not-found
 * page), rendered in the render thread from the current inputs and kept until they change, and
 * answered with its live-reload tag. The HTML each open page shows is kept to work out what it does
 * after the next change (pageSteps.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redirectForMissing } from '../../core/publishedFiles';
import type { DevState } from './devState';
import { injectDevTag } from './devTag';
import { type DevError, renderError } from './errors';
import type { Overlay } from './overlay';
import { type Renderer, thrownOf } from './renderer';
import type { SitePage } from './renderProtocol';

/** the URL path of a site page a request names: '/about/', '/about/index.html' -> '/about'; '/404.html' -> '/404' */
export function pagePathOf(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p || '/';
}

export type PageTarget = { page: string; status?: number; serverOnly?: boolean } | { redirect: string };
export type Rendered = { html: string; status: number };

export interface DevPages {
  /** the HTML each open page shows (as served, or as patched in place) */
  readonly shown: Map<string, string>;
  /** what pages render from changed: rendered pages (and, for code or data, the page list) are of the past */
  inputsChanged(list: boolean): void;
  /** the page a request names: a page of the site, a redirect, or the not-found page */
  resolve(pathname: string): Promise<PageTarget>;
  /** a page's HTML as the export would write it (from the cache of these inputs), or its render error */
  render(page: string): Promise<Rendered | { error: DevError }>;
  /** answers a request for a page */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
}

export function createDevPages(opts: {
  state: DevState;
  renderer: Pick<Renderer, 'pages' | 'render'>;
  overlay: Overlay;
  /** a page was answered */
  served: () => void;
}): DevPages {
  const { state, renderer, overlay } = opts;
  const shown = new Map<string, string>();
  /** what pages render from (code, assets, posts, configuration) changed this many times: a render is of one of them */
  let inputs = 0;
  /** HTML rendered from the current inputs, by page: a reload after a change is answered from here */
  const rendered = new Map<string, Rendered>();
  let pageList: Promise<Map<string, SitePage>> | null = null;

  const pages = (): Promise<Map<string, SitePage>> => {
    pageList ??= renderer.pages().then((list) => new Map(list.map((p) => [p.path, p])));
    pageList.catch(() => {
      pageList = null;
    });
    return pageList;
  };

  async function render(page: string): Promise<Rendered | { error: DevError }> {
    const cached = rendered.get(page);
    if (cached) return cached;
    const of = inputs;
    try {
      const out = await renderer.render(page);
      // a render that began before the inputs changed is not kept for later requests
      if (of === inputs) rendered.set(page, out);
      overlay.renderOk(page);
      return out;
    } catch (err) {
      const error = renderError(thrownOf(err), page);
      overlay.renderFailed(page, error);
      return { error };
    }
  }

  async function resolve(pathname: string): Promise<PageTarget> {
    const page = pagePathOf(pathname);
    const known = (await pages()).get(page);
    // with ADMIN_ENABLED=false the admin page is not there at all, as with site serve;
    // the not-found page is not found under its own name either (no soft 404)
    if (known && !(known.serverOnly && !state.config.ADMIN_ENABLED))
      return { page, serverOnly: known.serverOnly, status: known.notFound ? 404 : undefined };
    const redirect = redirectForMissing(pathname);
    return redirect ? { redirect } : { page: '/404', status: 404 };
  }

  async function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    // the edits applied before the page is rendered: it shows them (or an earlier one's, and reloads when it connects)
    const edit = state.applied;
    if (!state.built) return overlay.sendErrorPage(req, res, overlay.errorsFor(), edit);
    const target = await resolve(pathname).catch((err: unknown) => ({ error: renderError(thrownOf(err), pagePathOf(pathname)) }));
    if ('error' in target) return overlay.sendErrorPage(req, res, [...overlay.errorsFor(), target.error], edit);
    if ('redirect' in target) {
      res.writeHead(302, { Location: target.redirect, 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    const out = await render(target.page);
    if ('error' in out) return overlay.sendErrorPage(req, res, overlay.errorsFor(target.page), edit);
    shown.set(target.page, out.html);
    const body = Buffer.from(injectDevTag(out.html, edit));
    if (target.serverOnly) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.writeHead(target.status ?? out.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    opts.served();
  }

  return {
    shown,
    inputsChanged(list) {
      inputs++;
      rendered.clear();
      if (list) pageList = null;
    },
    resolve,
    render,
    serve,
  };
}
