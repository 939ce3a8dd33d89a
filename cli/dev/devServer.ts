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
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { defaultPublicDir } from '../../core/blog/imageSizes';
import { type Config, publicConfigFor } from '../../core/config';
import { projectRoot } from '../../core/exportPaths';
import { buildCacheRoot } from '../export/cache';
import { createDevBuilds, type ServerBuild } from './builds';
import { createBundleWaiters } from './bundleWaiters';
import { createChangeQueue, type DevState, messageOf } from './devState';
import { configChanges, ENV_FILE, readDevConfig } from './envFile';
import { displayPath, renderError } from './errors';
import { createLiveEvents, sendStep } from './liveEvents';
import { createOverlay } from './overlay';
import { assetStep, nextStep } from './pageSteps';
import { createDevPages } from './pages';
import { createDevPosts } from './posts';
import { createRenderer, thrownOf } from './renderer';
import { createDevHandler } from './routes';
import { createShownGate } from './shownGate';
import { loaderFor, type StylePatch, stringChanges } from './styleOnly';
import { watchFolders } from './watch';

/** how long the browser bundle waits for the open pages to show an edit */
const SHOWN_WAIT_MS = 600;
/** how long without edits before the stylesheet is compiled anew and the build recorded for the next start */
const AT_REST_MS = 5_000;
/** the folders of the code `site dev` itself runs (the render thread, the API): an edit there needs a restart */
const OWN_CODE = ['core', 'cli', 'api'];

export interface DevServerOptions {
  config: Config;
  /** prints a line for the terminal (default console.log) */
  log?: (line: string) => void;
}

export interface DevServer {
  /** answers every request outside /api */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** /api/blog's reader: the same posts the pages render */
  blog: ReturnType<typeof createDevPosts>['api'];
  /** the first build and the posts are in (the server answers meanwhile: requests wait for them) */
  ready: Promise<void>;
  close(): Promise<void>;
}

const SOURCE_EXT = /\.(tsx?|jsx?|mts|mjs|json|css)$/;

/** every source file under src/ that can change a bundle, with its text: the before of the next edit's diff (styleOnly.ts) */
async function readSources(dir: string, into: Map<string, string>): Promise<void> {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f);
      else if (SOURCE_EXT.test(e.name)) files.push(f);
    }
  };
  walk(dir);
  await Promise.all(
    files.map(async (f) => {
      if (!into.has(f)) into.set(f, await readFile(f, 'utf8').catch(() => ''));
    }),
  );
}

const inside = (dir: string, file: string) => {
  const r = path.relative(dir, file);
  return r !== '' && !r.startsWith('..') && !path.isAbsolute(r);
};

/** how long each part of applying an edit took (ms), for the terminal's line */
function phaseTimer() {
  const took = new Map<string, number>();
  return {
    async time<T>(phase: string, work: Promise<T>): Promise<T> {
      const start = performance.now();
      try {
        return await work;
      } finally {
        took.set(phase, (took.get(phase) ?? 0) + performance.now() - start);
      }
    },
    add(phase: string, ms: number) {
      took.set(phase, (took.get(phase) ?? 0) + ms);
    },
    /** 'server 120, css 8, render 14' */
    text: () => [...took].map(([phase, ms]) => `${phase} ${Math.round(ms)}`).join(', '),
  };
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
  const live = createLiveEvents();
  const overlay = createOverlay({ live, postErrors: () => state.posts.errors(), log });
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
  const queue = createChangeQueue(state);
  const enqueue = queue.enqueue;
  const pages = createDevPages({ state, renderer, overlay, served: () => warmContexts() });

  const sources = new Map<string, string>();
  // ----- one change at a time -----

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

  /** the pages' assets now: those of the last browser bundle, or of the one being built (its entry waits for it) */
  const applyAssets = async (pending = bundles.pending()) => {
    await renderer.setData({ pageAssets: await builds.assets(pending) });
    pages.inputsChanged(false);
  };

  /** open pages told of an edit, until each has shown it (it says so, or connects again after its reload) */
  const shownGate = createShownGate(SHOWN_WAIT_MS);

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
  void ready.then(() => readSources(srcDir, sources)).catch(() => undefined);
  // the markdown parser, which the first edit to a post needs, loads while nothing is asked
  void ready.then(() => setTimeout(() => void (state.posts.dir && import('../export/parsePosts').catch(() => undefined)), 4000).unref());

  // ----- after an edit -----

  /** what a batch of changed files asks for */
  const classify = (files: string[]) => {
    const batch = {
      code: [] as string[],
      css: [] as string[],
      posts: [] as string[],
      publicFiles: false,
      env: false,
      files: [] as string[],
      restart: [] as string[],
    };
    for (const f of files) {
      if (f === ENV_FILE) batch.env = true;
      else if (state.posts.dir && path.dirname(f) === path.resolve(state.posts.dir) && f.endsWith('.md')) batch.posts.push(f);
      else if (inside(publicDir, f)) batch.publicFiles = true;
      else if (inside(srcDir, f) && f.endsWith('.css')) batch.css.push(f);
      // an editor's temporary file beside a source is no source; markdown under src/ is no code (nor classes)
      else if (inside(srcDir, f) && SOURCE_EXT.test(f)) batch.code.push(f);
      else if (OWN_CODE.some((d) => inside(path.join(projectRoot, d), f)) && SOURCE_EXT.test(f)) {
        batch.restart.push(f);
        continue;
      } else continue;
      batch.files.push(f);
    }
    return batch;
  };

  /** the class words of the strings changed in the code files, or null when anything else changed */
  async function changedStrings(files: string[]): Promise<string[] | null> {
    const words: string[] = [];
    let stringsOnly = true;
    for (const f of files) {
      const after = await readFile(f, 'utf8').catch(() => null);
      const before = sources.get(f);
      if (after !== null) sources.set(f, after);
      else sources.delete(f);
      const loader = loaderFor(f);
      if (!stringsOnly || before === undefined || after === null || !loader) {
        stringsOnly = false;
        continue;
      }
      const strings = await stringChanges(before, after, loader);
      if (strings === null) stringsOnly = false;
      else for (const s of strings) words.push(...s.split(/\s+/).filter(Boolean));
    }
    return stringsOnly ? words : null;
  }

  /** the code and the stylesheet an edit changed, built; false when either failed */
  async function rebuild(code: string[], css: string[], timer: ReturnType<typeof phaseTimer>): Promise<boolean> {
    const [server, sheet] = await Promise.all([
      code.length > 0 ? timer.time('server', builds.server()) : null,
      timer.time('css', builds.css([...code, ...css])),
    ]);
    const failed = [...(server && !server.ok ? server.errors : []), ...(!sheet.ok ? sheet.errors : [])];
    if (failed.length > 0) {
      overlay.setBuild(failed);
      return false;
    }
    overlay.setBuild([]);
    if (sheet.ok) state.stylesheet = sheet.value;
    const loaded = server?.ok ? await timer.time('load', loadServer(server.value)) : true;
    // until the browser bundle of this edit is there (it is asked for once the pages are rendered), pages name it by its number
    await timer.time('assets', applyAssets(code.length > 0 ? bundles.next() : undefined));
    return loaded;
  }

  /** applies a batch of edits, seen by the watcher at `seen` (performance.now()) */
  async function processChanges(files: string[], seen: number): Promise<void> {
    const started = performance.now();
    const timer = phaseTimer();
    // waiting for what was being applied before (an earlier edit, a browser bundle's arrival)
    if (started - seen >= 1) timer.add('queued', started - seen);
    const batch = classify(files);
    if (batch.restart.length > 0)
      log(
        `! ${batch.restart.map(displayPath).join(', ')} changed: restart \`site dev\` to apply it (it runs the server and the render thread)`,
      );
    if (batch.files.length === 0) return;
    const codeChanged = batch.code.length > 0;
    // a browser bundle stopped for this edit is asked for again below, whether or not the edit builds
    const stopped = bundles.stopped();
    const names = batch.files.map(displayPath).join(', ');
    if (batch.env) await applyConfig();
    // whether the code changed only in strings is worked out while it builds
    const diff = codeChanged ? changedStrings(batch.code) : Promise.resolve([]);
    const [builtOk] = await Promise.all([
      codeChanged || batch.css.length > 0 ? rebuild(batch.code, batch.css, timer) : true,
      batch.posts.length > 0
        ? timer.time('posts', state.posts.refresh(batch.posts)).then(async (change) => {
            // a post's new text alone leaves the page list and the blog's lists as they are
            if (change.listed) await timer.time('data', renderer.setData({ posts: change.snapshot }));
            else if (Object.keys(change.bodies).length > 0) await timer.time('data', renderer.setData({ postBodies: change.bodies }));
            pages.inputsChanged(change.listed);
          })
        : null,
    ]).catch((err: unknown) => {
      overlay.setBuild([{ kind: 'compile', message: messageOf(err) }]);
      return [false];
    });
    const words = await timer.time('diff', diff).catch(() => null);
    if (codeChanged) overlay.clearRenders();
    if (!builtOk || !state.built) {
      overlay.publish();
      if (stopped) void bundles.build();
      log(`✗ ${names}: not applied (${Math.round(performance.now() - started)} ms)`);
      return;
    }
    state.applied++;
    // each open page: rendered again, then reloaded, patched in place, or left as it is (errors are told first)
    const steps: Array<[string, 'reload' | 'update' | StylePatch, string]> = [];
    for (const page of live.pages()) {
      const target = await timer.time('list', pages.resolve(page)).catch(() => null);
      if (!target || 'redirect' in target) continue;
      const out = await timer.time('render', pages.render(target.page));
      if ('error' in out) continue;
      const step = nextStep(pages.shown.get(target.page), out.html, { words, code: codeChanged, always: batch.publicFiles || batch.env });
      if (step && step !== 'reload') pages.shown.set(target.page, out.html);
      if (step) steps.push([page, step, out.html]);
    }
    overlay.publish();
    for (const [page, step, html] of steps) sendStep(live, page, step, html, state.applied);
    // the browser bundle follows, once the pages show the edit
    // (a page that reloads needs the new bundle for its scripts: the bundle waits only for the pages that take the edit in place)
    if (codeChanged || stopped) void bundles.build(shownGate.waitFor(steps.filter(([, step]) => step !== 'reload').length));
    else atRestSoon();
    const count = (kind: string) => steps.filter(([, s]) => (typeof s === 'string' ? s : 'style') === kind).length;
    const did = [
      count('reload') ? `reloaded ${count('reload')} page${count('reload') > 1 ? 's' : ''}` : '',
      count('update') ? `updated ${count('update')} in place` : '',
      count('style') ? `restyled ${count('style')} in place` : '',
    ]
      .filter(Boolean)
      .join(', ');
    log(`↻ ${names}${did ? `: ${did}` : ''} (${Math.round(performance.now() - seen)} ms: ${timer.text()})`);
  }

  /** .env changed: the pages' settings and the blog's source apply at once, the rest at the next start */
  async function applyConfig(): Promise<void> {
    const next = readDevConfig();
    if ('error' in next) {
      overlay.setConfig([next.error]);
      return;
    }
    overlay.setConfig([]);
    const { applied: now, restart } = configChanges(state.config, next.config);
    if (restart.length) log(`! ${restart.join(', ')} changed in .env: restart \`site dev\` to apply`);
    if (now.length === 0) return;
    state.config = { ...state.config, ...Object.fromEntries(now.map((k) => [k, next.config[k]])) };
    await renderer.setData({ config: publicConfigFor(state.config) });
    pages.inputsChanged(true);
    if (now.some((k) => k.startsWith('NOTION') || k === 'BLOG_DIR')) {
      state.posts = makePosts(state.config);
      rewatch();
      await renderer.setData({ posts: await state.posts.current() });
    }
  }

  let stopWatching = () => {};
  const rewatch = () => {
    stopWatching();
    stopWatching = watchFolders(
      [
        { dir: srcDir, recursive: true },
        { dir: publicDir, recursive: true },
        ...OWN_CODE.map((d) => ({ dir: path.join(projectRoot, d), recursive: true })),
        { dir: projectRoot, recursive: false, only: (name) => name === '.env' },
        ...(state.posts.dir && !inside(srcDir, state.posts.dir) ? [{ dir: state.posts.dir, recursive: false }] : []),
      ],
      (changed) => {
        if (state.closed) return;
        state.edits++;
        if (changed.some((f) => inside(srcDir, f) && SOURCE_EXT.test(f))) bundles.cancel();
        // an edit needs the watch contexts: they make their first build now, before it
        warmContexts();
        const seen = performance.now();
        void enqueue(() => processChanges(changed, seen));
      },
    );
  };
  rewatch();

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
    handle,
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
      stopWatching();
      live.close();
      await renderer.close();
      await builds.dispose();
    },
  };
}
