/**
 * What `site dev` shows of what failed: the errors of the whole site (the build, the configuration, the
 * posts) and of single pages' renders, printed once in the terminal, sent to the open pages (which show
 * them over the page, browser/devClient.ts) and answered as the page of a request that cannot be rendered.
 * Every error goes out through `hide` (secrets.ts): no secret value is ever shown.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { devTag } from './devTag';
import { type DevError, errorText } from './errors';
import type { LiveEvents } from './liveEvents';
import { hideInError } from './secrets';

export interface Overlay {
  /** the build's errors now (none: the last build went through) */
  setBuild(errors: DevError[]): void;
  /** a later step of the build failed too (the browser bundle) */
  addBuild(errors: DevError[]): void;
  hasBuildErrors(): boolean;
  /** the configuration's error now (.env), or none */
  setConfig(errors: DevError[]): void;
  /** a page rendered, or failed to: its own error comes and goes with it */
  renderOk(page: string): void;
  renderFailed(page: string, error: DevError): void;
  /** the code changed: every page's render error is of the past */
  clearRenders(): void;
  /** what a page shows: the site's errors and its own */
  errorsFor(page?: string): DevError[];
  /** prints the errors not printed yet (a line when all are fixed) */
  report(): void;
  /** prints them, and tells each open page its errors */
  publish(): void;
  /** answers a page that could not be rendered: what failed, with the live script that reloads it once fixed */
  sendErrorPage(req: IncomingMessage, res: ServerResponse, errors: DevError[], edit: number): void;
}

/** the same error once (the browser and server bundles both report a syntax error) */
export function unique(errors: DevError[]): DevError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.file}:${e.line}:${e.column}:${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function createOverlay(opts: {
  live: Pick<LiveEvents, 'pages' | 'send'>;
  /** the posts' errors now (the post store can be replaced) */
  postErrors: () => DevError[];
  /** a line for the terminal */
  log: (line: string) => void;
  /** an error's lines for the terminal (default console.error) */
  printError?: (text: string) => void;
  /** hides the secrets in a text (secretHider) */
  hide: (text: string) => string;
}): Overlay {
  const printError = opts.printError ?? ((text: string) => console.error(text));
  let build: DevError[] = [];
  let config: DevError[] = [];
  const renders = new Map<string, DevError>();
  let printed = new Set<string>();

  const shown = (errors: DevError[]) => errors.map((e) => hideInError(e, opts.hide));
  const errorsFor = (page?: string): DevError[] => {
    const own = page ? renders.get(page) : undefined;
    return shown([...config, ...build, ...opts.postErrors(), ...(own ? [own] : [])]);
  };
  const report = () => {
    const all = shown([...config, ...build, ...opts.postErrors(), ...renders.values()]);
    const next = new Set(all.map(errorText));
    for (const e of next) if (!printed.has(e)) printError(e);
    if (next.size === 0 && printed.size > 0) opts.log('✓ no errors');
    printed = next;
  };

  return {
    setBuild(errors) {
      build = unique(errors);
    },
    addBuild(errors) {
      build = unique([...build, ...errors]);
    },
    hasBuildErrors: () => build.length > 0,
    setConfig(errors) {
      config = errors;
    },
    renderOk(page) {
      if (renders.delete(page)) report();
    },
    renderFailed(page, error) {
      renders.set(page, error);
      report();
    },
    clearRenders() {
      renders.clear();
    },
    errorsFor,
    report,
    publish() {
      report();
      for (const page of opts.live.pages()) opts.live.send('errors', errorsFor(page), page);
    },
    sendErrorPage(req, res, errors, edit) {
      const items = shown(errors)
        .map((e) => `<li><pre>${escapeHtml(errorText(e))}</pre></li>`)
        .join('');
      const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>site dev: error</title>${devTag(edit)}</head><body><h1>site dev could not render this page</h1><ul>${items || '<li>The site is being built.</li>'}</ul></body></html>`;
      const body = Buffer.from(html);
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
