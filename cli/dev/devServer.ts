/**
 * `site dev`: the site rendered on request from the sources, with the browser following the files.
 *
 * - A page is rendered when it is asked for, by the exporter's prepareRoute in a render thread
 *   (renderer.ts) from watch builds made with the exporter's bundle options (builds.ts), the exporter's
 *   post store (posts.ts) and the configuration: the HTML an export of the same sources would write,
 *   plus one script tag (DEV_TAG). Start-up builds and reads the posts' index; it renders nothing.
 * - Edits under src/, public/, the blog folder (BLOG_DIR, anywhere) and .env are watched (watch.ts).
 *   After each, the pages open in a browser are rendered again: a page whose HTML changed reloads
 *   itself (keeping its place), one whose classes or stylesheet alone changed is patched in place
 *   (styleOnly.ts), and what failed is shown over the page and in the terminal (errors.ts).
 * - Everything else (the API, its headers, the admin page's actions) is `site serve`'s own: this
 *   module only answers the requests outside /api.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, readdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { defaultPublicDir, publicFileOf } from '../../core/blog/imageSizes';
import { type Config, publicConfigFor } from '../../core/config';
import { projectRoot } from '../../core/exportPaths';
import { cacheControlFor, contentTypeFor, redirectForMissing } from '../../core/publishedFiles';
import { BLOG_FEED_PATH } from '../../src/shared/blog/paths';
import { buildCacheRoot } from '../export/cache';
import { blogFeedFile } from '../export/feed';
import { robotsTxt } from '../export/sitemap';
import { type BuildScope, createDevBuilds } from './builds';
import { configChanges, ENV_FILE, readDevConfig } from './envFile';
import { type DevError, displayPath, errorText, renderError } from './errors';
import { createLiveEvents } from './liveEvents';
import { createDevPosts, type DevPosts } from './posts';
import { createRenderer, type Renderer, ThreadError } from './renderer';
import type { SitePage } from './renderWorker';
import { classPatch, loaderFor, type StylePatch, stringChanges } from './styleOnly';
import { watchFolders } from './watch';

/** the one tag `site dev` adds to a page: its live-reload script (an external file, so script-src 'self' covers it) */
export const DEV_TAG = '<script type="module" src="/__site/dev.js"></script>';
const CLIENT_PATH = '/__site/dev.js';
const EVENTS_PATH = '/__site/events';

export const injectDevTag = (html: string) => {
  const at = html.indexOf('</head>');
  return at < 0 ? DEV_TAG + html : html.slice(0, at) + DEV_TAG + html.slice(at);
};

export interface DevServerOptions {
  config: Config;
  /** prints a line for the terminal (default console.log / console.error) */
  log?: (line: string) => void;
}

export interface DevServer {
  /** answers every request outside /api */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** /api/blog's reader: the same posts the pages render */
  blog: DevPosts['api'];
  /** the first build and posts are in (the server answers meanwhile: requests wait for them) */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** the URL path of a site page a request names: '/about/', '/about/index.html' -> '/about'; '/404.html' -> '/404' */
export function pagePathOf(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p || '/';
}

const SOURCE_EXT = /\.(tsx?|jsx?|mts|mjs|json|css)$/;

/** every source file under src/ that can change a bundle, with its text: the before of the next edit's diff (styleOnly.ts) */
function readSources(dir: string, into: Map<string, string>): Promise<void> {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f);
      else if (SOURCE_EXT.test(e.name)) files.push(f);
    }
  };
  walk(dir);
  return Promise.all(
    files.map(async (f) => {
      if (!into.has(f)) into.set(f, await readFile(f, 'utf8').catch(() => ''));
    }),
  ).then(() => undefined);
}

const inside = (dir: string, file: string) => {
  const r = path.relative(dir, file);
  return r !== '' && !r.startsWith('..') && !path.isAbsolute(r);
};

/** what a batch of changed files asks for */
interface Batch {
  code: string[];
  css: boolean;
  posts: boolean;
  publicFiles: boolean;
  env: boolean;
}

export async function createDevServer(opts: DevServerOptions): Promise<DevServer> {
  let config = opts.config;
  const log = opts.log ?? ((line: string) => console.log(line));
  const serverId = randomBytes(6).toString('hex');
  const cacheRoot = buildCacheRoot(config);
  const serverDir = path.join(cacheRoot, `dev-${process.pid}-${serverId}`);
  const srcDir = path.join(projectRoot, 'src');
  const publicDir = defaultPublicDir;

  await removeStaleFolders(cacheRoot);
  const [builds, client] = await Promise.all([createDevBuilds(serverDir), buildDevClient()]);
  await mkdir(serverDir, { recursive: true });
  const renderer: Renderer = createRenderer(serverDir);
  const live = createLiveEvents();
  const makePosts = (c: Config) =>
    createDevPosts(c, cacheRoot, async (dir, names, bodiesDir) => {
      // a few posts (an edit) are parsed here; many (a first start) by the render threads
      if (names.length < 20) return (await import('../export/parsePosts')).parsePostFiles(dir, names, bodiesDir);
      await firstBuild;
      return renderer.parse(dir, names, bodiesDir);
    });
  let posts = makePosts(config);

  /** errors of the whole site (build, posts, configuration) and of single pages' renders */
  let buildErrors: DevError[] = [];
  let configErrors: DevError[] = [];
  const renderErrors = new Map<string, DevError>();
  let maps = new Map<string, string>();
  let built = false;
  /** the HTML each open page shows (as served, or as patched in place) */
  const shown = new Map<string, string>();
  /** HTML rendered since the last change, by page: a reload after a change is answered from here */
  let rendered = new Map<string, { html: string; status: number }>();
  let pageList: Promise<Map<string, SitePage>> | null = null;
  const sources = new Map<string, string>();
  let printed = new Set<string>();

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

  const applyBuild = async (scope: BuildScope): Promise<boolean> => {
    const outcome = await builds.build(scope);
    if (!outcome.ok) {
      buildErrors = outcome.errors;
      return false;
    }
    buildErrors = [];
    await renderer.setData({ pageAssets: outcome.client.pageAssets });
    if (outcome.server) {
      maps = outcome.server.maps;
      await renderer.load(outcome.server).catch((err: unknown) => {
        buildErrors = [renderError(thrownOf(err), 'loading the site', maps)];
      });
    }
    built = buildErrors.length === 0 || built;
    return buildErrors.length === 0;
  };

  const firstBuild = (async () => {
    await renderer.setData({ config: publicConfigFor(config) });
    await applyBuild({ code: true, css: true });
  })();
  const ready = (async () => {
    const [, snapshot] = await Promise.all([firstBuild, posts.current().catch(() => null)]);
    if (snapshot) await renderer.setData({ posts: snapshot });
    report();
    // the text of each source, for the next edit's diff, once the first page can be served
    void readSources(srcDir, sources).catch(() => undefined);
  })();
  /** the work after the latest changes; requests wait for it so that they see them */
  let settled: Promise<unknown> = ready;

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
      const error = renderError(thrownOf(err), page, maps);
      renderErrors.set(page, error);
      report();
      return { error };
    }
  }

  /** the page a request names: a page of the site, a redirect, or the not-found page */
  async function resolvePage(pathname: string): Promise<{ page: string; status?: number; serverOnly?: boolean } | { redirect: string }> {
    const page = pagePathOf(pathname);
    const known = (await pages()).get(page);
    if (known) return { page, serverOnly: known.serverOnly, status: known.notFound ? 200 : undefined };
    const redirect = redirectForMissing(pathname);
    return redirect ? { redirect } : { page: '/404', status: 404 };
  }

  async function servePage(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (!built) return sendErrorPage(req, res, errorsFor());
    const target = await resolvePage(pathname);
    if ('redirect' in target) {
      res.writeHead(302, { Location: target.redirect, 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    const out = await renderPage(target.page);
    if ('error' in out) return sendErrorPage(req, res, errorsFor(target.page));
    shown.set(target.page, out.html);
    const body = Buffer.from(injectDevTag(out.html));
    if (target.serverOnly) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.writeHead(target.status ?? out.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, pathname: string, file: string): Promise<boolean> {
    const s = await stat(file).catch(() => null);
    if (!s?.isFile()) return false;
    res.writeHead(200, {
      'Content-Type': contentTypeFor(file),
      'Content-Length': s.size,
      'Cache-Control': cacheControlFor(pathname),
    });
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
    if (pathname === CLIENT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : client);
      return;
    }
    if (pathname === EVENTS_PATH) {
      const page = pagePathOf(new URL(req.url ?? '/', 'http://x').searchParams.get('path') ?? '/');
      live.follow(req, res, page, { serverId, errors: errorsFor(page) });
      return;
    }
    await settled;
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
      const feed = blogFeedFile(config.SITE_URL, (await posts.current()).summaries);
      return sendText(req, res, 'application/rss+xml', feed.body);
    }
    const file = publicFileOf(pathname, publicDir);
    if (file && (await sendFile(req, res, pathname, file))) return;
    await servePage(req, res, pathname);
  }

  // ----- after an edit -----

  const classify = (files: string[]): Batch => {
    const batch: Batch = { code: [], css: false, posts: false, publicFiles: false, env: false };
    for (const f of files) {
      if (f === ENV_FILE) batch.env = true;
      else if (posts.dir && path.dirname(f) === posts.dir && f.endsWith('.md')) {
        batch.posts = true;
        // Tailwind reads every file under src/ for class names, the shipped posts too
        if (inside(srcDir, f)) batch.css = true;
      } else if (inside(publicDir, f)) batch.publicFiles = true;
      else if (inside(srcDir, f)) {
        if (f.endsWith('.css') || f.endsWith('.md')) batch.css = true;
        else batch.code.push(f);
      }
    }
    return batch;
  };

  /** the new text of the strings changed in the code files, or null when anything else changed */
  async function changedStrings(files: string[]): Promise<string[] | null> {
    const words: string[] = [];
    let styleOnly = true;
    for (const f of files) {
      const after = await readFile(f, 'utf8').catch(() => null);
      const before = sources.get(f);
      if (after !== null) sources.set(f, after);
      else sources.delete(f);
      const loader = loaderFor(f);
      if (!styleOnly || before === undefined || after === null || !loader) {
        styleOnly = false;
        continue;
      }
      const strings = await stringChanges(before, after, loader);
      if (strings === null) styleOnly = false;
      else for (const s of strings) words.push(...s.split(/\s+/).filter(Boolean));
    }
    return styleOnly ? words : null;
  }

  async function processChanges(files: string[]): Promise<void> {
    const started = performance.now();
    const batch = classify(files);
    const codeChanged = batch.code.length > 0;
    if (!codeChanged && !batch.css && !batch.posts && !batch.publicFiles && !batch.env) return;
    const words = codeChanged ? await changedStrings(batch.code) : [];
    if (batch.env) await applyConfig();
    const work: Array<Promise<unknown>> = [];
    if (codeChanged || batch.css) work.push(applyBuild({ code: codeChanged, css: true }));
    if (batch.posts) work.push(posts.refresh().then((snapshot) => renderer.setData({ posts: snapshot })));
    const results = await Promise.allSettled(work);
    for (const r of results) if (r.status === 'rejected') buildErrors = [{ kind: 'compile', message: messageOf(r.reason) }];
    // what depended on the old build or data
    rendered = new Map();
    pageList = null;
    if (codeChanged) renderErrors.clear();
    if (buildErrors.length > 0 || !built) {
      publishErrors();
      return;
    }
    // each open page: rendered again, then reloaded, patched in place, or left as it is
    let reloaded = 0;
    let patched = 0;
    for (const page of live.pages()) {
      const before = shown.get(page);
      const target = await resolvePage(page).catch(() => null);
      if (!target || 'redirect' in target) continue;
      const out = await renderPage(target.page);
      if ('error' in out) continue;
      const action = nextStep(before, out.html, { words, code: codeChanged, always: batch.publicFiles || batch.env });
      if (action === 'reload') {
        live.send('reload', {}, page);
        reloaded++;
      } else if (action) {
        live.send('style', action, page);
        shown.set(page, out.html);
        patched++;
      }
    }
    publishErrors();
    const names = files.map(displayPath).join(', ');
    const did = [reloaded ? `reloaded ${reloaded} page${reloaded > 1 ? 's' : ''}` : '', patched ? `restyled ${patched} in place` : '']
      .filter(Boolean)
      .join(', ');
    log(`↻ ${names}${did ? `: ${did}` : ''} (${Math.round(performance.now() - started)} ms)`);
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
    const blogChanged = applied.some((k) => k.startsWith('NOTION') || k === 'BLOG_DIR');
    config = { ...config, ...Object.fromEntries(applied.map((k) => [k, next.config[k]])) };
    await renderer.setData({ config: publicConfigFor(config) });
    if (blogChanged) {
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
        settled = Promise.all([settled.catch(() => undefined)]).then(() =>
          processChanges(changed).catch((err: unknown) => console.error(`site dev: ${messageOf(err)}`)),
        );
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
      stopWatching();
      live.close();
      await renderer.close();
      await builds.dispose();
    },
  };
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

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const thrownOf = (err: unknown) => (err instanceof ThreadError ? err.thrown : { message: messageOf(err), stack: (err as Error)?.stack });

/** the server bundles of dev servers that are gone (their process ended without cleaning up) */
async function removeStaleFolders(cacheRoot: string): Promise<void> {
  const names = await readdir(cacheRoot).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (n) => {
      const pid = /^dev-(\d+)-[0-9a-f]{12}$/.exec(n)?.[1];
      if (!pid || isRunning(Number(pid))) return;
      await rm(path.join(cacheRoot, n), { recursive: true, force: true });
    }),
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
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

function sendText(req: IncomingMessage, res: ServerResponse, type: string, text: string): void {
  const body = Buffer.from(text);
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
