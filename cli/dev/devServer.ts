/**
 * `site dev`: the site rendered on request from the sources, with the browser following the files.
 *
 * - A page is rendered when it is asked for, by the exporter's prepareRoute in a render thread
 *   (renderer.ts, renderWorker.ts), from watch builds made with the exporter's bundle options
 *   (builds.ts), the exporter's post store (posts.ts) and the configuration (envFile.ts): the HTML an
 *   export of the same sources writes, plus one script tag (devTag). Start-up renders nothing.
 * - Edits under src/, public/, the blog folder (BLOG_DIR, anywhere) and .env are watched (watch.ts).
 *   After each, the pages open in a browser are rendered again: a page whose HTML changed reloads
 *   itself (keeping its place), one whose classes or stylesheet alone changed is patched in place
 *   (styleOnly.ts), and what failed is shown over the page and in the terminal (errors.ts). An edit
 *   under core/, cli/ or api/ prints that a restart applies it.
 * - An edit to code is rendered as soon as the server entry and the stylesheet are rebuilt; the
 *   browser bundle follows, and until it is there a page's script is `/__site/entry/<n>.js`, answered
 *   once it is (builds.ts). A few seconds after the last edit, the stylesheet is compiled anew (an
 *   edit only adds rules) and the build is recorded for the next start: at rest every page names the
 *   assets an export of the same sources names.
 * - Builds, edits and the arrival of a browser bundle are applied one at a time, in the order they
 *   came (`enqueue`); a request for a page waits for what is being applied. Each page carries the
 *   number of the last edit it shows (`devTag`): a page that connects after a later edit was applied
 *   (it was loading meanwhile) reloads at once, so no edit is missed.
 * - Everything else (the API, its headers, the admin page's actions) is `site serve`'s own: this
 *   module answers the requests outside /api.
 *
 * This module makes the first build and keeps the build at rest; the parts it wires together are each
 * in their own file: the requests (routes.ts), the pages (pages.ts), the event stream (liveEvents.ts),
 * the browser bundle and the pages that wait for it (bundleWaiters.ts), what is shown of errors
 * (overlay.ts), the watcher (watcher.ts) and the edits it reports (edits.ts).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { defaultPublicDir } from '../../core/blog/imageSizes';
import { type Config, publicConfigFor } from '../../core/config';
import { projectRoot } from '../../core/exportPaths';
import { buildCacheRoot } from '../export/cache';
import { createDevBuilds, type ServerBuild } from './builds';
import { createBundleWaiters } from './bundleWaiters';
import { createChangeQueue, type DevState, messageOf } from './devState';
import { createEditApplier } from './edits';
import { envFileVariables } from './envFile';
import { renderError } from './errors';
import { createLiveEvents, sendStep } from './liveEvents';
import { createOverlay } from './overlay';
import { assetStep } from './pageSteps';
import { createDevPages } from './pages';
import { createDevPosts, type DevPosts } from './posts';
import { createRenderer, thrownOf } from './renderer';
import { createDevHandler } from './routes';
import { secretHider } from './secrets';
import { createShownGate } from './shownGate';
import { watchSite } from './watcher';

/** how long the browser bundle waits for the open pages to show an edit */
const SHOWN_WAIT_MS = 600;
/** how long without edits before the stylesheet is compiled anew and the build recorded for the next start */
const AT_REST_MS = 5_000;

export interface DevServerOptions {
  config: Config;
  /** the environment `config` was read from, the command's options in it: .env is read again under it (default process.env) */
  env?: NodeJS.ProcessEnv;
  /** prints a line for the terminal (default console.log) */
  log?: (line: string) => void;
}

export interface DevServer {
  /** answers every request outside /api */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** /api/blog's reader: the same posts the pages render */
  blog: DevPosts['api'];
  /** the first build and the posts are in (the server answers meanwhile: requests wait for them) */
  ready: Promise<void>;
  close(): Promise<void>;
}

export async function createDevServer(opts: DevServerOptions): Promise<DevServer> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const cacheRoot = buildCacheRoot(opts.config);
  const srcDir = path.join(projectRoot, 'src');
  const publicDir = defaultPublicDir;

  const builds = await createDevBuilds(cacheRoot);
  const restored = builds.restored;
  // the render thread starts at once: it loads the packages while the posts are read
  // (a start from a record's start entry needs no spare yet: it comes with the contexts' first build)
  const renderer = createRenderer(await builds.thread(), restored?.server.packages, !restored?.start);
  const makePosts = (c: Config) =>
    createDevPosts(c, cacheRoot, async (dir, names, bodiesDir) =>
      // a few posts (an edit) are parsed here; many (a first start) across the cores
      names.length < 20
        ? (await import('../export/parsePosts')).parsePostFiles(dir, names, bodiesDir)
        : renderer.parse(dir, names, bodiesDir),
    );
  const state: DevState = {
    config: opts.config,
    posts: makePosts(opts.config),
    built: false,
    applied: 0,
    edits: 0,
    stylesheet: restored?.pageAssets[Object.keys(restored.pageAssets)[0] ?? '']?.css[0],
    closed: false,
  };
  /** every text shown (overlay, events, terminal) goes without the secrets of the environment and .env */
  const hide = secretHider(() => [process.env, envFileVariables()]);
  const queue = createChangeQueue(state, hide);
  const { enqueue } = queue;
  const live = createLiveEvents();
  const overlay = createOverlay({ live, postErrors: () => state.posts.errors(), log, hide });
  const pages = createDevPages({ state, renderer, overlay, served: () => warmContexts() });
  /** open pages told of an edit, until each has shown it (it says so, or connects again after its reload) */
  const shownGate = createShownGate(SHOWN_WAIT_MS);
  const bundles = createBundleWaiters({
    builds,
    enqueue,
    isClosed: () => state.closed,
    async onBuilt() {
      if (!state.built || state.closed) return;
      await applyAssets();
      await followAssets();
      atRestSoon();
    },
    onFailed(errors) {
      overlay.addBuild(errors);
      overlay.publish();
    },
  });

  const loadServer = async (server: ServerBuild, opts?: { fresh?: boolean }) => {
    try {
      await renderer.load(server, opts);
      state.built = true;
      pages.inputsChanged(true);
      return true;
    } catch (err) {
      overlay.setBuild([renderError(thrownOf(err), 'loading the site')]);
      return false;
    }
  };

  /** the pages' assets now: those of the last browser bundle, or of the one being built (its entry waits for it) */
  const applyAssets = async (pending = bundles.pending()) => {
    await renderer.setData({ pageAssets: await builds.assets(pending) });
    pages.inputsChanged(false);
  };

  /** after the assets alone changed: each open page takes a new stylesheet in place; its scripts' names do not matter */
  async function followAssets(): Promise<void> {
    for (const page of live.pages()) {
      const target = await pages.resolve(page).catch(() => null);
      if (!target || 'redirect' in target) continue;
      const out = await pages.render(target.page);
      if ('error' in out) continue;
      const step = assetStep(pages.shown.get(target.page), out.html);
      pages.shown.set(target.page, out.html);
      if (step) sendStep(live, page, step, out.html, state.applied);
    }
  }

  /**
   * a few seconds after the last edit: the stylesheet compiled anew (an edit only adds rules), and the
   * build recorded for the next start, with a server entry that carries its packages (a second of CPU)
   */
  let restTimer: NodeJS.Timeout | undefined;
  const atRestSoon = () => {
    clearTimeout(restTimer);
    const since = state.edits;
    // the first build is recorded at once: no edit is being made yet
    restTimer = setTimeout(
      () => {
        if (since !== state.edits || state.closed || bundles.busy()) return;
        const restyled = enqueue(async () => {
          if (since !== state.edits || overlay.hasBuildErrors()) return;
          const exact = await builds.exactCss();
          if (exact.ok && exact.value !== state.stylesheet) {
            state.stylesheet = exact.value;
            await applyAssets();
            await followAssets();
          }
        });
        // the record is made beside the queue (requests do not wait for it); an edit meanwhile cancels it
        void restyled
          .then(async () => {
            // a start from the record of these sources with no edit since has nothing new to record
            if (since !== state.edits || state.closed || overlay.hasBuildErrors() || (restored && state.edits === 0)) return;
            await builds.startEntry();
            const key = await builds.currentKey();
            if (since === state.edits && !state.closed) await builds.record(key);
          })
          .catch(() => undefined);
      },
      state.edits === 0 ? 0 : AT_REST_MS,
    );
    restTimer.unref();
  };

  // ----- the first build -----

  /** the first build: from the record of the same sources when there is one, else built now */
  const firstBuild = async () => {
    await renderer.setData({ config: publicConfigFor(state.config) });
    if (restored) {
      await renderer.setData({ pageAssets: restored.pageAssets });
      if (restored.start) {
        await renderer.startWith(restored.start).then(
          () => {
            state.built = true;
          },
          () => loadServer(restored.server),
        );
      } else await loadServer(restored.server);
      return;
    }
    const [server, css] = await Promise.all([builds.server(), builds.css()]);
    if (!server.ok || !css.ok) {
      overlay.setBuild([...(server.ok ? [] : server.errors), ...(css.ok ? [] : css.errors)]);
      return;
    }
    state.stylesheet = css.value;
    const bundled = builds.client();
    const [outcome] = await Promise.all([bundled, loadServer(server.value)]);
    if (!outcome.ok) {
      overlay.setBuild(outcome.errors);
      state.built = false;
      return;
    }
    await renderer.setData({ pageAssets: await builds.assets() });
    atRestSoon();
  };

  const ready = enqueue(async () => {
    const [, snapshot] = await Promise.all([firstBuild(), state.posts.current().catch(() => null)]);
    if (snapshot) await renderer.setData({ posts: snapshot });
    pages.inputsChanged(true);
    overlay.report();
  });

  // after a start from a record, the watch contexts make their first build once the first page is out
  // (or a moment after the start, or at the first edit), in turn with the edits
  let warmed = false;
  const warmContexts = () => {
    if (warmed || !restored || state.closed) return;
    warmed = true;
    void enqueue(async () => {
      const [server, css] = await Promise.all([builds.server(), builds.css()]);
      if (!server.ok || !css.ok) {
        overlay.setBuild([...(server.ok ? [] : server.errors), ...(css.ok ? [] : css.errors)]);
        overlay.publish();
        return;
      }
      state.stylesheet = css.value;
      // a thread with the packages loaded takes over from the start's (edits import into it)
      await loadServer(server.value, { fresh: true });
      void bundles.build();
    });
  };
  void ready.then(() => setTimeout(warmContexts, 3000).unref());
  void ready.then(() => edits.readSources()).catch(() => undefined);
  // the markdown parser, which the first edit to a post needs, loads while nothing is asked
  void ready.then(() => setTimeout(() => void (state.posts.dir && import('../export/parsePosts').catch(() => undefined)), 4000).unref());

  const dirs = () => ({ srcDir, publicDir, postsDir: state.posts.dir });
  const edits = createEditApplier({
    state,
    overlay,
    pages,
    bundles,
    live,
    shownGate,
    builds,
    renderer,
    dirs,
    log,
    env: opts.env ?? process.env,
    loadServer,
    applyAssets,
    atRestSoon,
    makePosts,
    postsMoved: () => watcher.rewatch(),
  });
  const watcher = watchSite(dirs, (changed, code) => {
    if (state.closed) return;
    state.edits++;
    if (code) bundles.cancel();
    // an edit needs the watch contexts: they make their first build now, before it
    warmContexts();
    const seen = performance.now();
    void enqueue(() => edits.apply(changed, seen));
  });

  const handle = createDevHandler({
    state,
    queue,
    bundles,
    pages,
    live,
    overlay,
    shownGate,
    builds,
    renderer,
    publicDir,
    serverId: randomBytes(6).toString('hex'),
  });

  return {
    // what a request fails with reaches the terminal (api/server.ts logs it) without secrets
    handle: (req, res) =>
      handle(req, res).catch((err: unknown) => {
        throw new Error(hide(messageOf(err)));
      }),
    blog: {
      kind: 'markdown',
      listPosts: () => state.posts.api.listPosts(),
      getPost: (slug) => state.posts.api.getPost(slug),
      allPosts: () => state.posts.api.allPosts(),
      problems: () => state.posts.api.problems(),
    },
    ready,
    async close() {
      state.closed = true;
      clearTimeout(restTimer);
      watcher.close();
      live.close();
      await renderer.close();
      await builds.dispose();
    },
  };
}
