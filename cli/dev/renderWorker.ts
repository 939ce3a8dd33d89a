/**
 * The render thread of `site dev`. It is bundled with src/entry.server.tsx (cli/dev/builds.ts), so a
 * code change gives a new bundle and a new thread (renderer.ts): re-importing a rebuilt bundle into
 * one thread would keep every earlier version in Node's module cache. Pages are rendered through the
 * exporter's prepareRoute, the one path from a route to its exported HTML.
 */
import { parentPort } from 'node:worker_threads';
import * as server from '../../src/entry.server';
import type { PageAssets, PublicConfig } from '../../src/shared/pageData';
import type { RouteDataContext, RouteDef } from '../../src/shared/routeTypes';
import { blogLastmod } from '../export/feed';
import { listPages } from '../export/pages';
import { parsePostFiles } from '../export/parsePosts';
import { contextFromSnapshot, type PostsSnapshot, type StoredFile } from '../export/postStore';
import { prepareRoute } from '../export/renderRoute';
import { serverOnlyJobs } from '../export/serverPages';
import { sitemapXml } from '../export/sitemap';

/** what the thread renders with; each field replaces the one it had */
export interface RenderData {
  config?: PublicConfig;
  pageAssets?: Record<string, PageAssets>;
  posts?: PostsSnapshot;
}

/** a page of the site as the export has it: its URL path, and whether it is the not-found page (404.html) or a serverOnly one */
export interface SitePage {
  path: string;
  notFound: boolean;
  serverOnly: boolean;
}

export type RenderRequest =
  | { id: number; type: 'data'; data: RenderData }
  | { id: number; type: 'render'; path: string }
  | { id: number; type: 'pages' }
  | { id: number; type: 'sitemap' }
  | { id: number; type: 'parse'; dir: string; names: string[]; bodiesDir: string };

/** an error as it crosses threads: its message and stack (mapped to the sources by the main thread) */
export interface ThrownError {
  message: string;
  stack?: string;
}

export type RenderReply =
  | { id: number; ok: true; type: 'done' }
  | { id: number; ok: true; type: 'html'; html: string; status: number }
  | { id: number; ok: true; type: 'pages'; pages: SitePage[] }
  | { id: number; ok: true; type: 'text'; text: string }
  | { id: number; ok: true; type: 'parsed'; files: StoredFile[] }
  | { id: number; ok: false; error: ThrownError };

const port = parentPort;
if (!port) throw new Error('cli/dev/renderWorker must run in a worker thread');

let config: PublicConfig | undefined;
let pageAssets: Record<string, PageAssets> | undefined;
let ctx: RouteDataContext | undefined;
let snapshot: PostsSnapshot | undefined;
/** the site's pages for the current posts (listed once per version of the posts) */
let pages: Promise<Array<SitePage & { route: RouteDef }>> | null = null;

function sitePages(data: RouteDataContext): Promise<Array<SitePage & { route: RouteDef }>> {
  pages ??= listPages(server.routes, server.notFoundRoute, data).then((listed) => [
    ...listed.map((p) => ({ path: p.path, notFound: p.notFound, serverOnly: false, route: p.route })),
    ...serverOnlyJobs(server.routes).map((j) => ({
      path: j.path,
      notFound: false,
      serverOnly: true,
      route: server.routes.find((r) => r.path === j.path)!,
    })),
  ]);
  return pages;
}

function ready(): { config: PublicConfig; pageAssets: Record<string, PageAssets>; ctx: RouteDataContext } {
  if (!config || !pageAssets || !ctx) throw new Error('the render thread has no configuration, assets or posts yet');
  return { config, pageAssets, ctx };
}

async function answer(req: RenderRequest): Promise<RenderReply> {
  switch (req.type) {
    case 'data':
      if (req.data.config) config = req.data.config;
      if (req.data.pageAssets) pageAssets = req.data.pageAssets;
      if (req.data.posts) {
        snapshot = req.data.posts;
        ctx = contextFromSnapshot(snapshot);
        pages = null;
      }
      return { id: req.id, ok: true, type: 'done' };
    case 'render': {
      const input = ready();
      const { html, status } = await (await prepareRoute(server, req.path, input)).render();
      return { id: req.id, ok: true, type: 'html', html, status };
    }
    case 'pages':
      return { id: req.id, ok: true, type: 'pages', pages: (await sitePages(ready().ctx)).map(({ route: _, ...p }) => p) };
    case 'sitemap': {
      const input = ready();
      const listed = (await sitePages(input.ctx)).filter((p) => !p.serverOnly);
      const lastmod = blogLastmod(snapshot?.summaries ?? []);
      return { id: req.id, ok: true, type: 'text', text: sitemapXml(input.config.siteUrl, listed, lastmod) };
    }
    case 'parse':
      return { id: req.id, ok: true, type: 'parsed', files: parsePostFiles(req.dir, req.names, req.bodiesDir) };
  }
}

const thrown = (err: unknown): ThrownError =>
  err instanceof Error ? { message: err.message, stack: err.stack } : { message: String(err) };

port.on('message', (req: RenderRequest) => {
  answer(req).then(
    (reply) => port.postMessage(reply),
    (err: unknown) => port.postMessage({ id: req.id, ok: false, error: thrown(err) } satisfies RenderReply),
  );
});
port.postMessage({ ready: true });
