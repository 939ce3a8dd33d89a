/**
 * The render thread of `site dev` (bundled on its own at each start, builds.ts: buildRenderThread). It
 * imports the npm packages the site's server entry uses as soon as it starts, then the server entry
 * of each build it is told to load, and renders pages through the exporter's prepareRoute: the one
 * path from a route to its exported HTML.
 *
 * A new build's entry is imported into the same thread (one file of the site's code: React and the
 * packages stay loaded and warm). What the old builds leave in Node's module cache is bounded by
 * renderer.ts, which moves to a fresh thread after a number of builds.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type * as ServerEntry from '../../src/entry.server';
import type { PageAssets, PublicConfig } from '../../src/shared/pageData';
import type { RouteDataContext, RouteDef } from '../../src/shared/routeTypes';
import { blogLastmod } from '../export/feed';
import { listPages } from '../export/pages';
import { contextFromSnapshot, type PostsSnapshot } from '../export/postStore';
import { prepareRoute } from '../export/renderRoute';
import { serverOnlyJobs } from '../export/serverPages';
import { sitemapXml } from '../export/sitemap';
import { type RenderReply, type RenderRequest, type SitePage, THREAD_READY, type ThrownError } from './renderProtocol';

type Server = typeof ServerEntry;

const port = parentPort;
if (!port) throw new Error('cli/dev/renderWorker must run in a worker thread');

let server: Server | null = null;
let config: PublicConfig | undefined;
let pageAssets: Record<string, PageAssets> | undefined;
let ctx: RouteDataContext | undefined;
let snapshot: PostsSnapshot | undefined;
/** the site's pages for the current build and posts (listed once) */
let pages: Promise<Array<SitePage & { route: RouteDef }>> | null = null;

function sitePages(site: Server, data: RouteDataContext): Promise<Array<SitePage & { route: RouteDef }>> {
  pages ??= listPages(site.routes, site.notFoundRoute, data).then((listed) => [
    ...listed.map((p) => ({ path: p.path, notFound: p.notFound, serverOnly: false, route: p.route })),
    ...serverOnlyJobs(site.routes).map((j) => ({
      path: j.path,
      notFound: false,
      serverOnly: true,
      route: site.routes.find((r) => r.path === j.path)!,
    })),
  ]);
  return pages;
}

function ready() {
  if (!server) throw new Error('the render thread has not loaded the site yet');
  if (!config || !pageAssets || !ctx) throw new Error('the render thread has no configuration, assets or posts yet');
  return { server, config, pageAssets, ctx };
}

async function answer(req: RenderRequest): Promise<RenderReply> {
  switch (req.type) {
    case 'load':
      server = (await import(req.url)) as Server;
      pages = null;
      return { id: req.id, ok: true, type: 'done' };
    case 'data':
      if (req.data.config) config = req.data.config;
      if (req.data.pageAssets) pageAssets = req.data.pageAssets;
      if (req.data.posts) {
        snapshot = req.data.posts;
        ctx = contextFromSnapshot(snapshot);
        pages = null;
      }
      if (req.data.postBodies && snapshot) {
        // the same posts and pages, with new texts
        snapshot = { ...snapshot, bodies: { ...snapshot.bodies, ...req.data.postBodies } };
        ctx = contextFromSnapshot(snapshot);
      }
      return { id: req.id, ok: true, type: 'done' };
    case 'render': {
      const input = ready();
      const { html, status } = await (await prepareRoute(input.server, req.path, input)).render();
      return { id: req.id, ok: true, type: 'html', html, status };
    }
    case 'pages': {
      const input = ready();
      return { id: req.id, ok: true, type: 'pages', pages: (await sitePages(input.server, input.ctx)).map(({ route: _, ...p }) => p) };
    }
    case 'sitemap': {
      const input = ready();
      const listed = (await sitePages(input.server, input.ctx)).filter((p) => !p.serverOnly);
      return { id: req.id, ok: true, type: 'text', text: sitemapXml(input.config.siteUrl, listed, blogLastmod(snapshot?.summaries ?? [])) };
    }
    case 'parse': {
      // the markdown parser (unified, remark, yaml) loads only in a thread that parses: a render thread starts without it
      const { parsePostFiles } = await import('../export/parsePosts');
      return { id: req.id, ok: true, type: 'parsed', files: parsePostFiles(req.dir, req.names, req.bodiesDir) };
    }
  }
}

const thrown = (err: unknown): ThrownError =>
  err instanceof Error ? { message: err.message, stack: err.stack } : { message: String(err) };

// the packages the site's server entry imports, loaded before the first build is asked for (React first)
for (const name of (workerData as { packages: string[] }).packages) await import(name).catch(() => undefined);

port.on('message', (req: RenderRequest) => {
  answer(req).then(
    (reply) => port.postMessage(reply),
    (err: unknown) => port.postMessage({ id: req.id, ok: false, error: thrown(err) } satisfies RenderReply),
  );
});
port.postMessage(THREAD_READY);
