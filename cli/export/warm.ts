import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { chooseBlogSource } from '../../core/blog/index';
import { type Config, publicConfigFor } from '../../core/config';
import { blogPostUrl } from '../../src/shared/blog/paths';
import { buildCacheRoot, buildKey, cachedBuildOf, importServer } from './cache';
import { createRouteDataContext, notionFileStore } from './context';
import { dependencyBase } from './pageDeps';
import { listPages } from './pages';
import { startRenderSession } from './workers';

/**
 * Readies this process for an admin's first update of the export, when the build is in the cache
 * already (it never builds). It loads the server bundle (React and the site) and the exporter's
 * modules. Then, for a markdown blog, it renders one post's page and the pages that show the post list
 * into a throw-away folder, as a regenerate would; for a Notion blog it maps the posts kept in DATA_DIR
 * for the exporter, as the first update after a webhook needs them. Loading is only part of what a first regenerate
 * pays for: the route chunks of those pages, and code running for its first time (React's renderer,
 * the post store, compression), cost as much again.
 *
 * `site serve` calls it once it listens and says when it is done (false: no build in the cache,
 * nothing loaded). Like any export it brings the post store up to date (parsing the posts whose files
 * changed); besides that cache it writes only its own folder, which it removes.
 */
export async function warmExporter(config: Config): Promise<boolean> {
  const cacheRoot = buildCacheRoot(config);
  const build = await cachedBuildOf(cacheRoot, await buildKey(cacheRoot));
  if (!build) return false;
  const [server] = await Promise.all([importServer(build), import('./regenerate')]);
  if (chooseBlogSource(config).kind !== 'markdown') {
    // a Notion blog: its posts as kept, mapped once for the exporter (no request), as the first update
    // after a webhook will want them (the reader is the API's: core/blog/index.ts, servingNotionCache)
    await createRouteDataContext({ config, images: notionFileStore(cacheRoot), cacheRoot, kept: true }).catch(() => undefined);
    return true;
  }
  // named by process, so that one process can tell its own from another's running at the same time
  const scratch = await mkdtemp(path.join(cacheRoot, `warm-${process.pid}-`));
  try {
    const publicConfig = publicConfigFor(config);
    const session = await startRenderSession({
      build,
      server,
      outDir: scratch,
      config: publicConfig,
      blog: config,
      cacheRoot,
      fewPages: true,
      depBase: await dependencyBase(build.key, publicConfig, cacheRoot),
    });
    try {
      const pages = await listPages(server.routes, server.notFoundRoute, session.ctx);
      const [newest] = await session.ctx.blog.listPosts();
      const post = newest && pages.find((p) => p.path === blogPostUrl(newest.slug));
      const shown = pages.filter((p) => p.path === '/' || p.path === '/blog');
      await session.render([...(post ? [post] : []), ...shown], undefined, { inProcess: true, outDir: scratch });
    } finally {
      await session.close();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return true;
}
