/**
 * The event stream of `site dev` (server-sent events, `/__site/events`): each open page follows it and
 * hears what to do after an edit (browser/devClient.ts): reload, take new HTML or a style patch in
 * place, show errors.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { injectDevTag } from './devTag';
import type { StylePatch } from './styleOnly';

/** an open page following the dev server's events (server-sent events) */
interface Follower {
  /** the page it shows (its URL path as the site has it: '/', '/blog/x') */
  page: string;
  res: ServerResponse;
}

export interface LiveEvents {
  /** takes an event stream request; `hello` is its first event */
  follow(req: IncomingMessage, res: ServerResponse, page: string, hello: unknown): void;
  /** the pages open in a browser now */
  pages(): string[];
  /** sends an event to the followers of one page (every page without one) */
  send(event: string, data: unknown, page?: string): void;
  close(): void;
}

/** the hub of the pages' event streams; a comment every 15 s keeps proxies and idle timers from closing them */
export function createLiveEvents(): LiveEvents {
  const followers = new Set<Follower>();
  const write = (f: Follower, event: string, data: unknown) => f.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const ping = setInterval(() => {
    for (const f of followers) f.res.write(': ping\n\n');
  }, 15_000);
  ping.unref();
  return {
    follow(req, res, page, hello) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      // a lost connection is tried again quickly: a restarted dev server is found at once
      res.write('retry: 300\n\n');
      const f = { page, res };
      followers.add(f);
      write(f, 'hello', hello);
      req.once('close', () => followers.delete(f));
    },
    pages: () => [...new Set([...followers].map((f) => f.page))],
    send(event, data, page) {
      for (const f of followers) if (page === undefined || f.page === page) write(f, event, data);
    },
    close() {
      clearInterval(ping);
      for (const f of followers) f.res.end();
      followers.clear();
    },
  };
}

/** tells an open page what to do: reload, take its new HTML, or a style patch (each with the edit it then shows) */
export function sendStep(
  live: Pick<LiveEvents, 'send'>,
  page: string,
  step: 'reload' | 'update' | StylePatch,
  html: string,
  edit: number,
): void {
  if (step === 'reload') live.send('reload', {}, page);
  else if (step === 'update') live.send('update', { html: injectDevTag(html, edit), edit }, page);
  else live.send('style', { ...step, edit }, page);
}
