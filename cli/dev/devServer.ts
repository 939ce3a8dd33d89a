/**
 * `site dev`: the site rendered on request from the sources, with the browser following the files.
 *
 * - A page is rendered when it is asked for, by the exporter's prepareRoute in a render thread
 *   (renderer.ts, renderWorker.ts), from watch builds made with the exporter's bundle options
 *   (builds.ts), the exporter's post store (posts.ts) and the configuration (envFile.ts): the HTML an
 *   export of the same sources writes, plus one script tag (DEV_TAG). Start-up renders nothing.
 * - Edits under src/, public/, the blog folder (BLOG_DIR, anywhere) and .env are watched (watch.ts).
 *   After each, the pages open in a browser are rendered again: a page whose HTML changed reloads
 *   itself (keeping its place), one whose classes or stylesheet alone changed is patched in place
 *   (styleOnly.ts), and what failed is shown over the page and in the terminal (errors.ts).
 * - An edit to code is rendered as soon as the server entry and the stylesheet are rebuilt; the
 *   browser bundle follows, and until it is there a page's script is `/__site/entry/<n>.js`, answered
 *   once it is (builds.ts). At rest every page names the assets the export names.
 * - Everything else (the API, its headers, the admin page's actions) is `site serve`'s own: this
 *   module answers the requests outside /api.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { defaultPublicDir, publicFileOf } from '../../core/blog/imageSizes';
import { type Config, publicConfigFor } from '../../core/config';
import { projectRoot } from '../../core/exportPaths';
import { cacheControlFor, contentTypeFor, redirectForMissing } from '../../core/publishedFiles';
import { BLOG_FEED_PATH } from '../../src/shared/blog/paths';
import type { PageAssets } from '../../src/shared/pageData';
import { buildCacheRoot } from '../export/cache';
import { blogFeedFile } from '../export/feed';
import { robotsTxt } from '../export/sitemap';
import { createDevBuilds, type ServerBuild } from './builds';
import { configChanges, ENV_FILE, readDevConfig } from './envFile';
import { type DevError, displayPath, errorText, renderError } from './errors';
import { createLiveEvents } from './liveEvents';
import { createDevPosts } from './posts';
import { createRenderer, ThreadError } from './renderer';
import type { SitePage } from './renderProtocol';
import { classPatch, loaderFor, type StylePatch, stringChanges } from './styleOnly';
import { watchFolders } from './watch';

/** the one tag `site dev` adds to a page: its live-reload script (an external file, so script-src 'self' covers it) */
export const DEV_TAG = '<script type="module" src="/__site/dev.js"></script>';
const CLIENT_PATH = '/__site/dev.js';
const EVENTS_PATH = '/__site/events';
const ENTRY_PATH = /^\/__site\/entry\/(\d+)\.js$/;
/** answers once every build started so far is done (for tests and tools that compare at rest) */
const IDLE_PATH = '/__site/idle';
/** how long without edits before the build is recorded for the next start */
const RECORD_AFTER_MS = 5_000;

export const injectDevTag = (html: string) => {
  const at = html.indexOf('</head>');
  return at < 0 ? DEV_TAG + html : html.slice(0, at) + DEV_TAG + html.slice(at);
};

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

/** the URL path of a site page a request names: '/about/', '/about/index.html' -> '/about'; '/404.html' -> '/404' */
export function pagePathOf(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p || '/';
}

/**
 * what an open page does after a change: reload, apply a style patch, or nothing (null).
 * `words`: the class words of a change made only of strings and stylesheets (null for other code);
 * `code`: code changed (its scripts are new even where the HTML is not); `always`: reload whatever the HTML
 */
export function nextStep(
  shown: string | undefined,
  next: string,
  change: { words: string[] | null; code: boolean; always: boolean },
): 'reload' | StylePatch | null {
  if (shown === undefined || change.always) return 'reload';
  if (change.words !== null && (change.code || shown !== next)) {
    const patch = classPatch(shown, next, change.words);
    return patch && (patch.classes.length > 0 || patch.css.length > 0) ? patch : 'reload';
  }
  return change.code || shown !== next ? 'reload' : null;
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

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const thrownOf = (err: unknown) => (err instanceof ThreadError ? err.thrown : { message: messageOf(err), stack: (err as Error)?.stack });

/** the same error once (the browser and server bundles both report a syntax error) */
function unique(errors: DevError[]): DevError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.file}:${e.line}:${e.column}:${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function createDevServer(opts: DevServerOptions): Promise<DevServer> {
  let config = opts.config;
  const log = opts.log ?? ((line: string) => console.log(line));
  const serverId = randomBytes(6).toString('hex');
  const cacheRoot = buildCacheRoot(config);
  const srcDir = path.join(projectRoot, 'src');
  const publicDir = defaultPublicDir;

  const [builds, client] = await Promise.all([createDevBuilds(cacheRoot), buildDevClient()]);
  const restored = builds.restored;
  // the render thread starts at once: it loads the packages while the posts are read
  // (a start from a record's start entry needs no spare yet: it comes with the contexts' first build)
  const renderer = createRenderer(await builds.thread(), restored?.server.packages, !restored?.start);
  const live = createLiveEvents();
  const makePosts = (c: Config) =>
    createDevPosts(c, cacheRoot, async (dir, names, bodiesDir) =>
      // a few posts (an edit) are parsed here; many (a first start) across the cores
      names.length < 20
        ? (await import('../export/parsePosts')).parsePostFiles(dir, names, bodiesDir)
        : renderer.parse(dir, names, bodiesDir),
    );
  let posts = makePosts(config);

  /** errors of the whole site (build, posts, configuration) and of single pages' renders */
  let buildErrors: DevError[] = [];
  let configErrors: DevError[] = [];
  const renderErrors = new Map<string, DevError>();
  /** a server entry is loaded: pages can be rendered */
  let built = false;
  /** the HTML each open page shows (as served, or as patched in place) */
  const shown = new Map<string, string>();
  /** pages shown with the assets of a browser bundle still being built */
  const transitional = new Set<string>();
  /** HTML rendered since the last change, by page: a reload after a change is answered from here */
  let rendered = new Map<string, { html: string; status: number }>();
  let pageList: Promise<Map<string, SitePage>> | null = null;
  const sources = new Map<string, string>();
  let printed = new Set<string>();
  /** browser bundles: how many were started, and the entry script of each when done */
  let clientBuilds = 0;
  const entries = new Map<number, Promise<string | null>>();
  let clientChain: Promise<unknown> = Promise.resolve();
  /** the latest browser bundle whose assets pages name */
  let finalFor = 0;
  /** how many batches of edits came so far */
  let edits = 0;
  let closed = false;

  const errorsFor = (page?: string): DevError[] => {
    const own = page ? renderErrors.get(page) : undefined;
    return [...configErrors, ...buildErrors, ...posts.errors(), ...(own ? [own] : [])];
  };

  /** prints the errors not printed yet; a line when all are fixed */
  const report = () => {
    const all = [...configErrors, ...buildErrors, ...posts.errors(), ...renderErrors.values()];
    const next = new Set(all.map(errorText));
    for (const e of next) if (!printed.has(e)) console.error(e);
    if (next.size === 0 && printed.size > 0) log('✓ no errors');
    printed = next;
  };

  const publishErrors = () => {
    report();
    for (const page of live.pages()) live.send('errors', errorsFor(page), page);
  };

  const loadServer = async (server: ServerBuild, opts?: { fresh?: boolean }) => {
    try {
      await renderer.load(server, opts);
      built = true;
      return true;
    } catch (err) {
      buildErrors = [renderError(thrownOf(err), 'loading the site')];
      return false;
    }
  };

  /**
   * builds the browser bundle (after the ones started before it); when it is the latest, pages name
   * its assets from then on. Resolves with its entry script (null when it failed).
   */
  const buildClient = (): { n: number; done: Promise<string | null> } => {
    const n = ++clientBuilds;
    const since = edits;
    const done = clientChain.then(async () => {
      const outcome = await builds.client();
      if (!outcome.ok) {
        if (n === clientBuilds && !closed) {
          buildErrors = unique([...buildErrors, ...outcome.errors]);
          publishErrors();
        }
        return null;
      }
      if (n === clientBuilds) {
        finalFor = n;
        await settleAssets(outcome.value, since);
      }
      return builds.entry();
    });
    clientChain = done.catch(() => null);
    entries.set(n, done);
    return { n, done };
  };

  /** the final assets of the latest browser bundle: later renders name them; open pages shown meanwhile are told apart */
  async function settleAssets(pageAssets: { [page: string]: PageAssets }, since: number): Promise<void> {
    await renderer.setData({ pageAssets });
    if (built && since === edits && buildErrors.length === 0) recordSoon(since);
    rendered = new Map();
    // what the browser shows differs from the final render only in its script's name: the final render stands for it
    for (const page of transitional) {
      const out = await renderPage(page);
      if (!('error' in out)) shown.set(page, out.html);
    }
    transitional.clear();
  }

  /**
   * the next start from the same sources begins from a record of this build, with a server entry that
   * carries its packages: made once no edit has come for a while (it takes a second of CPU)
   */
  let recordTimer: NodeJS.Timeout | undefined;
  const recordSoon = (since: number) => {
    clearTimeout(recordTimer);
    recordTimer = setTimeout(() => {
      if (since !== edits || closed) return;
      void builds
        .startEntry()
        .then(() => builds.currentKey())
        .then((k) => (since === edits && !closed ? builds.record(k) : undefined))
        .catch(() => undefined);
    }, RECORD_AFTER_MS);
    recordTimer.unref();
  };

  /** the first build: from the record of the same sources when there is one, else built now */
  const firstBuild = (async () => {
    await renderer.setData({ config: publicConfigFor(config) });
    if (restored) {
      await renderer.setData({ pageAssets: restored.pageAssets });
      if (restored.start) {
        await renderer.startWith(restored.start).then(
          () => {
            built = true;
          },
          () => loadServer(restored.server),
        );
      } else await loadServer(restored.server);
      return;
    }
    const [server, css] = await Promise.all([builds.server(), builds.css()]);
    if (!server.ok || !css.ok) {
      buildErrors = unique([...(server.ok ? [] : server.errors), ...(css.ok ? [] : css.errors)]);
      return;
    }
    const { done } = buildClient();
    await Promise.all([done, loadServer(server.value)]);
  })();

  const ready = (async () => {
    const [, snapshot] = await Promise.all([firstBuild, posts.current().catch(() => null)]);
    if (snapshot) await renderer.setData({ posts: snapshot });
    report();
  })();
  /** the work after the latest changes; requests wait for it so that they see them */
  let settled: Promise<unknown> = ready;

  // after a start from a record, the watch contexts make their first build once the first page is out
  // (an edit needs them and waits for this; a request does not)
  let warming: Promise<unknown> | null = null;
  const warmContexts = () => {
    if (warming || !restored || closed) return;
    warming = (async () => {
      const [server, css] = await Promise.all([builds.server(), builds.css()]);
      // a thread with the packages loaded takes over from the start's (edits import into it)
      if (server.ok && css.ok) await loadServer(server.value, { fresh: true });
      if (!closed) await buildClient().done;
    })().catch((err: unknown) => closed || console.error(`site dev: ${messageOf(err)}`));
  };
  void ready.then(() => setTimeout(warmContexts, 3000).unref());
  void ready.then(() => readSources(srcDir, sources)).catch(() => undefined);

  const pages = (): Promise<Map<string, SitePage>> => {
    pageList ??= renderer.pages().then((list) => new Map(list.map((p) => [p.path, p])));
    pageList.catch(() => {
      pageList = null;
    });
    return pageList;
  };

  /** a page's HTML as the export would write it (from the cache of this version), or its render error */
  async function renderPage(page: string): Promise<{ html: string; status: number } | { error: DevError }> {
    const cached = rendered.get(page);
    if (cached) return cached;
    try {
      const out = await renderer.render(page);
      rendered.set(page, out);
      if (renderErrors.delete(page)) report();
      return out;
    } catch (err) {
      const error = renderError(thrownOf(err), page);
      renderErrors.set(page, error);
      report();
      return { error };
    }
  }

  /** the page a request names: a page of the site, a redirect, or the not-found page */
  async function resolvePage(pathname: string): Promise<{ page: string; status?: number; serverOnly?: boolean } | { redirect: string }> {
    const page = pagePathOf(pathname);
    const known = (await pages()).get(page);
    // with ADMIN_ENABLED=false the admin page is not there at all, as with site serve
    if (known && !(known.serverOnly && !config.ADMIN_ENABLED))
      return { page, serverOnly: known.serverOnly, status: known.notFound ? 200 : undefined };
    const redirect = redirectForMissing(pathname);
    return redirect ? { redirect } : { page: '/404', status: 404 };
  }

  async function servePage(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (!built) return sendErrorPage(req, res, errorsFor());
    const target = await resolvePage(pathname).catch((err: unknown) => ({ error: renderError(thrownOf(err), pagePathOf(pathname)) }));
    if ('error' in target) return sendErrorPage(req, res, [...errorsFor(), target.error]);
    if ('redirect' in target) {
      res.writeHead(302, { Location: target.redirect, 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    const out = await renderPage(target.page);
    if ('error' in out) return sendErrorPage(req, res, errorsFor(target.page));
    shown.set(target.page, out.html);
    if (clientBuilds > 0 && out.html.includes('/__site/entry/')) transitional.add(target.page);
    const body = Buffer.from(injectDevTag(out.html));
    if (target.serverOnly) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.writeHead(target.status ?? out.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    warmContexts();
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, pathname: string, file: string): Promise<boolean> {
    const s = await stat(file).catch(() => null);
    if (!s?.isFile()) return false;
    res.writeHead(200, { 'Content-Type': contentTypeFor(file), 'Content-Length': s.size, 'Cache-Control': cacheControlFor(pathname) });
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(file)
        .once('error', () => res.destroy())
        .pipe(res);
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawPath = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    let pathname: string;
    try {
      pathname = decodeURI(rawPath).normalize();
    } catch {
      pathname = '/404';
    }
    if (pathname === CLIENT_PATH) return sendText(req, res, 'text/javascript; charset=utf-8', client);
    if (pathname === EVENTS_PATH) {
      const page = pagePathOf(new URL(req.url ?? '/', 'http://x').searchParams.get('path') ?? '/');
      live.follow(req, res, page, { serverId, errors: errorsFor(page) });
      return;
    }
    const pending = ENTRY_PATH.exec(pathname);
    if (pending) {
      // a page rendered while its browser bundle was being built: its script, once that bundle is there
      const entry = (await (entries.get(Number(pending[1])) ?? Promise.resolve(null))) ?? builds.entry();
      return sendText(req, res, 'text/javascript; charset=utf-8', entry ? `import ${JSON.stringify(entry)};\n` : '');
    }
    await settled;
    if (pathname === IDLE_PATH) {
      await Promise.all([clientChain, settled, warming]);
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    if (pathname.startsWith('/assets/')) {
      const body = builds.file(pathname);
      if (body) {
        res.writeHead(200, {
          'Content-Type': contentTypeFor(pathname),
          'Content-Length': body.length,
          'Cache-Control': cacheControlFor(pathname),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    if (pathname === '/robots.txt') return sendText(req, res, 'text/plain; charset=utf-8', robotsTxt(config.SITE_URL));
    if (pathname === '/sitemap.xml' && built) return sendText(req, res, 'application/xml', await renderer.sitemap());
    if (pathname === BLOG_FEED_PATH) {
      return sendText(req, res, 'application/rss+xml', blogFeedFile(config.SITE_URL, (await posts.current()).summaries).body);
    }
    const file = publicFileOf(pathname, publicDir);
    if (file && (await sendFile(req, res, pathname, file))) return;
    await servePage(req, res, pathname);
  }

  // ----- after an edit -----

  /** what a batch of changed files asks for */
  const classify = (files: string[]) => {
    const batch = { code: [] as string[], css: false, posts: false, publicFiles: false, env: false, files: [] as string[] };
    for (const f of files) {
      const before = batch.files.length;
      if (f === ENV_FILE) batch.env = true;
      else if (posts.dir && path.dirname(f) === posts.dir && f.endsWith('.md')) {
        batch.posts = true;
        // Tailwind reads every file under src/ for class names, the shipped posts too
        if (inside(srcDir, f)) batch.css = true;
      } else if (inside(publicDir, f)) batch.publicFiles = true;
      else if (inside(srcDir, f) && (f.endsWith('.css') || f.endsWith('.md'))) batch.css = true;
      // an editor's temporary file beside a source is no source
      else if (inside(srcDir, f) && SOURCE_EXT.test(f)) batch.code.push(f);
      else continue;
      if (batch.files.length === before) batch.files.push(f);
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

  /** rebuilds what the code and stylesheet edits need; the browser bundle goes on after this returns */
  async function rebuild(code: boolean): Promise<boolean> {
    const [server, css] = await Promise.all([code ? builds.server() : null, builds.css()]);
    const failed = [...(server && !server.ok ? server.errors : []), ...(!css.ok ? css.errors : [])];
    if (failed.length > 0 || !css.ok) {
      buildErrors = unique(failed);
      return false;
    }
    buildErrors = [];
    if (!code) {
      await renderer.setData({ pageAssets: await builds.withCss(css.value) });
      return true;
    }
    // the browser bundle starts once the server entry is built, so that one has the cores first
    const { n } = buildClient();
    const loaded = server?.ok ? await loadServer(server.value) : true;
    // until that bundle is there, pages name it by its number (the final assets, queued later, win)
    if (finalFor < n) {
      const pageAssets = await builds.transitional(css.value, n);
      if (finalFor < n) await renderer.setData({ pageAssets });
    }
    return loaded;
  }

  async function processChanges(files: string[]): Promise<void> {
    const started = performance.now();
    const batch = classify(files);
    const codeChanged = batch.code.length > 0;
    if (batch.files.length === 0) return;
    const names = batch.files.map(displayPath).join(', ');
    if (batch.env) await applyConfig();
    // whether the code changed only in strings is worked out while it builds
    const diff = codeChanged ? changedStrings(batch.code) : Promise.resolve([]);
    const [builtOk] = await Promise.all([
      codeChanged || batch.css ? rebuild(codeChanged) : true,
      batch.posts ? posts.refresh().then((snapshot) => renderer.setData({ posts: snapshot })) : null,
    ]).catch((err: unknown) => {
      buildErrors = [{ kind: 'compile', message: messageOf(err) }];
      return [false];
    });
    const rebuilt = performance.now();
    const words = await diff.catch(() => null);
    // what depended on the old build or data
    rendered = new Map();
    pageList = null;
    if (codeChanged) renderErrors.clear();
    if (!builtOk || !built) {
      publishErrors();
      log(`✗ ${names}: not applied (${Math.round(performance.now() - started)} ms)`);
      return;
    }
    // each open page: rendered again, then reloaded, patched in place, or left as it is (errors are told first)
    const steps: Array<[string, 'reload' | StylePatch]> = [];
    for (const page of live.pages()) {
      const target = await resolvePage(page).catch(() => null);
      if (!target || 'redirect' in target) continue;
      const out = await renderPage(target.page);
      if ('error' in out) continue;
      const step = nextStep(shown.get(target.page), out.html, { words, code: codeChanged, always: batch.publicFiles || batch.env });
      if (step && step !== 'reload') {
        shown.set(target.page, out.html);
        if (out.html.includes('/__site/entry/')) transitional.add(target.page);
      }
      if (step) steps.push([page, step]);
    }
    publishErrors();
    for (const [page, step] of steps) live.send(step === 'reload' ? 'reload' : 'style', step === 'reload' ? {} : step, page);
    const reloaded = steps.filter(([, s]) => s === 'reload').length;
    const patched = steps.length - reloaded;
    const did = [reloaded ? `reloaded ${reloaded} page${reloaded > 1 ? 's' : ''}` : '', patched ? `restyled ${patched} in place` : '']
      .filter(Boolean)
      .join(', ');
    const ms = (a: number, b: number) => Math.round(b - a);
    const end = performance.now();
    log(`↻ ${names}${did ? `: ${did}` : ''} (${ms(started, end)} ms: build ${ms(started, rebuilt)}, render ${ms(rebuilt, end)})`);
  }

  /** .env changed: the pages' settings and the blog's source apply at once, the rest at the next start */
  async function applyConfig(): Promise<void> {
    const next = readDevConfig();
    if ('error' in next) {
      configErrors = [next.error];
      return;
    }
    configErrors = [];
    const { applied, restart } = configChanges(config, next.config);
    if (restart.length) log(`  ${restart.join(', ')} changed in .env: restart \`site dev\` to apply`);
    if (applied.length === 0) return;
    config = { ...config, ...Object.fromEntries(applied.map((k) => [k, next.config[k]])) };
    await renderer.setData({ config: publicConfigFor(config) });
    if (applied.some((k) => k.startsWith('NOTION') || k === 'BLOG_DIR')) {
      posts = makePosts(config);
      rewatch();
      await renderer.setData({ posts: await posts.current() });
    }
  }

  let stopWatching = () => {};
  const rewatch = () => {
    stopWatching();
    stopWatching = watchFolders(
      [
        { dir: srcDir, recursive: true },
        { dir: publicDir, recursive: true },
        { dir: projectRoot, recursive: false, only: (name) => name === '.env' },
        ...(posts.dir && !inside(srcDir, posts.dir) ? [{ dir: posts.dir, recursive: false }] : []),
      ],
      (changed) => {
        if (closed) return;
        edits++;
        warmContexts();
        const warm = warming;
        settled = settled
          .catch(() => undefined)
          .then(() => warm)
          .then(() => processChanges(changed))
          .catch((err: unknown) => closed || console.error(`site dev: ${messageOf(err)}`));
      },
    );
  };
  rewatch();

  return {
    handle,
    blog: {
      kind: 'markdown',
      listPosts: () => posts.api.listPosts(),
      getPost: (slug) => posts.api.getPost(slug),
      allPosts: () => posts.api.allPosts(),
      problems: () => posts.api.problems(),
    },
    ready,
    async close() {
      closed = true;
      clearTimeout(recordTimer);
      stopWatching();
      live.close();
      await renderer.close();
      await builds.dispose();
    },
  };
}

/** the browser script of the live reload (browser/devClient.ts), bundled once at start */
async function buildDevClient(): Promise<Uint8Array> {
  const result = await esbuild.build({
    entryPoints: [path.join(projectRoot, 'cli', 'dev', 'browser', 'devClient.ts')],
    bundle: true,
    format: 'esm',
    target: ['es2022'],
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.contents;
}

function sendText(req: IncomingMessage, res: ServerResponse, type: string, text: string | Uint8Array): void {
  const body = typeof text === 'string' ? Buffer.from(text) : text;
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** a page that could not be rendered: what failed, as text, with the live script that shows it over the page and reloads once fixed */
function sendErrorPage(req: IncomingMessage, res: ServerResponse, errors: DevError[]): void {
  const items = errors.map((e) => `<li><pre>${escapeHtml(errorText(e))}</pre></li>`).join('');
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>site dev: error</title>${DEV_TAG}</head><body><h1>site dev could not render this page</h1><ul>${items || '<li>The site is being built.</li>'}</ul></body></html>`;
  const body = Buffer.from(html);
  res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}
