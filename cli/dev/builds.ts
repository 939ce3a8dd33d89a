/**
 * The bundles of `site dev`: esbuild watch contexts made with the exporter's own options
 * (cli/export/bundle.ts), so a page names the assets an export of the same sources would.
 *
 * - the browser bundle and the boot script are kept in memory (and on disk for the next start);
 * - the stylesheet is compiled by one Tailwind compiler kept across builds (cli/export/stylesheet.ts):
 *   an edit is scanned alone and adds the rules of the classes it brought; `exactCss` compiles anew,
 *   leaving out the rules of classes no source has any more, as the export would;
 * - the server entry (src/entry.server.tsx) is written into the dev folder of the build cache, where
 *   its imports of npm packages resolve from node_modules. It is one file (with its source map), named by
 *   content and never overwritten: linking and printing a hundred chunks and their maps after each edit
 *   took longer than the render thread takes to import the whole site's code (600 KB) again.
 *
 * Each part builds on its own, so that an edit can be rendered (server entry and stylesheet, the quick
 * ones) before the browser bundle is done: meanwhile pages name `/__site/entry/<n>.js` for their
 * script, which the server answers once that bundle is built (`assets(n)`).
 *
 * A complete build is recorded under its sources' key; a later start from the same sources serves
 * pages from it at once, while the contexts make their first build in the background.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { NODE_BUNDLE } from '../../bin/bundlePackages.mjs';
import { projectRoot } from '../../core/exportPaths';
import type { PageAssets } from '../../src/shared/pageData';
import { KEY_INPUTS } from '../export/cache';
import { readCacheJson, writeCacheJson } from '../export/cacheFile';
import { stampedHashSources } from '../export/sourceHash';
import type { StylesheetCompiler } from '../export/stylesheet';
import type { DevError } from './errors';

/** where the client build's files would be written: nothing is, their URL paths are relative to it */
const VIRTUAL_OUT = path.join(projectRoot, 'dist', '.dev-client');
const RENDER_THREAD = path.join(projectRoot, 'cli', 'dev', 'renderWorker.ts');
/** how many earlier client builds' files are still served (an open page may load a chunk of its own build) */
const KEEP_BUILDS = 4;
/** the URL of a page's script while the browser bundle of build n is being made */
export const pendingEntry = (n: number) => `/__site/entry/${n}.js`;

/** a server build: the entry's file, the packages it imports */
export interface ServerBuild {
  entryPath: string;
  packages: string[];
}

/** what a start needs of a recorded build */
interface BuildRecord {
  pageAssets: { [page: string]: PageAssets };
  files: string[];
  server: ServerBuild;
  /** the render thread's script (renderWorker.ts bundled: cli/dev is part of the key) */
  thread: string;
  /** the server entry with its packages bundled in, for a start (startEntry) */
  start?: string;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; errors: DevError[] };

const rel = (file: string) => path.relative(projectRoot, file).split(path.sep).join('/');

/** esbuild's messages as errors of a file and line */
function fromEsbuild(err: unknown): DevError[] {
  const failure = err as Partial<esbuild.BuildFailure>;
  if (!Array.isArray(failure.errors)) return [{ kind: 'compile', message: err instanceof Error ? err.message : String(err) }];
  return failure.errors.map((m) => ({
    kind: 'compile',
    message: m.text,
    file: m.location?.file,
    line: m.location?.line,
    column: m.location ? m.location.column + 1 : undefined,
    lineText: m.location?.lineText,
  }));
}

/** a stylesheet error (Tailwind's errors name the stylesheet, seldom a line) */
function fromCss(err: unknown): DevError[] {
  const e = err as { reason?: string; message?: string; file?: string; line?: number; column?: number };
  const file = rel(e.file ?? path.join(projectRoot, 'src', 'styles', 'app.css'));
  return [{ kind: 'compile', message: e.reason ?? e.message ?? String(err), file, line: e.line, column: e.column }];
}

async function attempt<T>(run: () => Promise<T>, errors: (err: unknown) => DevError[]): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    return { ok: false, errors: errors(err) };
  }
}

/** writes a file whole (a thread of another dev server may be importing from the same folder) unless it is there */
async function writeOnce(file: string, data: Uint8Array, known: Set<string>): Promise<void> {
  if (known.has(file)) return;
  if (!(await stat(file).catch(() => null))) {
    const tmp = `${file}.tmp-${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  } else {
    // in use again: the folder's pruning keeps what was used lately
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
  }
  known.add(file);
}

export interface DevBuilds {
  /** the key of the sources when the builds were opened (the exporter's build inputs and cli/dev) */
  readonly key: string;
  /** the build recorded under that key, its browser files served from now on; null when there is none */
  readonly restored: BuildRecord | null;
  /** the render thread's script */
  thread(): Promise<string>;
  /** the key of the sources now */
  currentKey(): Promise<string>;
  /**
   * the last server build once more with its npm packages bundled in (React aside), for the next start:
   * one file for a new thread to load instead of hundreds (lucide-react's index alone is 1,500 modules)
   */
  startEntry(): Promise<void>;
  /** records the last complete build under a key (the caller knows no edit came since it started) */
  record(key: string): Promise<void>;
  server(): Promise<Outcome<ServerBuild>>;
  /** the stylesheet after some files changed (none: the first build); its URL path */
  css(changed?: string[]): Promise<Outcome<string>>;
  /** the stylesheet as a fresh compile gives it (what an export of these sources names); its URL path */
  exactCss(): Promise<Outcome<string>>;
  /** the browser bundle and boot script */
  client(): Promise<Outcome<void>>;
  /** stops the browser bundle being built (an edit came that needs another): it ends as failed */
  cancelClient(): Promise<void>;
  /**
   * every page module's assets: the last browser bundle's with the last stylesheet; while browser
   * bundle n is being made (`pending`), its entry comes from pendingEntry(n)
   */
  assets(pending?: number): Promise<{ [page: string]: PageAssets }>;
  /** the entry script of the last browser bundle */
  entry(): string | null;
  /** a browser file of a recent build, by URL path */
  file(urlPath: string): Promise<Uint8Array | undefined>;
  dispose(): Promise<void>;
}

/**
 * opens the dev folder of the build cache and the record of the current sources. The watch contexts
 * (and Tailwind, whose loading alone takes a moment) are made when the first build is asked for.
 */
export async function createDevBuilds(cacheRoot: string): Promise<DevBuilds> {
  const dir = path.join(cacheRoot, 'dev');
  const serverDir = path.join(dir, 'server');
  const clientDir = path.join(dir, 'client');
  // the blog's posts are read on request, as the export reads them: not part of the build
  const keyOf = () => stampedHashSources(path.join(cacheRoot, 'sources-dev.json'), [...KEY_INPUTS, 'cli/dev'], ['src/content/blog']);
  const [key] = await Promise.all([keyOf(), mkdir(serverDir, { recursive: true }), mkdir(clientDir, { recursive: true })]);
  void pruneOld(dir);
  /** browser files by URL path: in memory, or (null) on disk in the dev folder, read when first asked for */
  const served = new Map<string, { body: Uint8Array | null; build: number }>();
  const written = new Set<string>();
  let count = 0;
  let lastClient: { metafile: esbuild.Metafile; boot: string } | null = null;
  let lastCss: string | null = null;
  let lastServer: ServerBuild | null = null;
  let thread: Promise<string> | null = null;
  let start: string | undefined;
  const fileOnDisk = (urlPath: string) => path.join(clientDir, urlPath.replace(/^\/assets\//, ''));
  const keep = (urlPath: string, body: Uint8Array | null) => served.set(urlPath, { body, build: count });

  const restored = await (async (): Promise<BuildRecord | null> => {
    const record = await readCacheJson<BuildRecord>(path.join(dir, `build-${key}.json`));
    if (!record?.server?.entryPath || !record.thread || !Array.isArray(record.files)) return null;
    // the browser files are read when a page asks for them: a start only sees that they are there
    const present = await Promise.all(
      [...record.files.map(fileOnDisk), record.server.entryPath, record.thread].map((f) => stat(f).catch(() => null)),
    );
    if (present.some((x) => !x)) return null;
    for (const f of record.files) keep(f, null);
    thread = Promise.resolve(record.thread);
    start = record.start && (await stat(record.start).catch(() => null)) ? record.start : undefined;
    lastServer = record.server;
    lastCss = record.pageAssets[Object.keys(record.pageAssets)[0] ?? '']?.css[0] ?? null;
    return record;
  })();

  type Contexts = {
    client: esbuild.BuildContext<{ write: false; metafile: true }>;
    boot: esbuild.BuildContext<{ write: false; metafile: true }>;
    server: esbuild.BuildContext<{ write: false; metafile: true }>;
    bundle: typeof import('../export/bundle');
  };
  let made: Promise<Contexts> | null = null;
  const contexts = (): Promise<Contexts> => {
    made ??= import('../export/bundle').then(async (bundle) => {
      const [client, boot, server] = await Promise.all([
        esbuild.context({ ...bundle.clientBuildOptions(VIRTUAL_OUT), write: false }),
        esbuild.context({ ...bundle.bootBuildOptions(path.join(VIRTUAL_OUT, 'assets')), write: false }),
        esbuild.context({
          ...bundle.serverBuildOptions(serverDir),
          // npm packages stay imports (the export bundles some, bundlePackages.mjs, for its start-up):
          // linking and printing them again after every edit took most of a rebuild; the render thread has
          // them loaded already (renderer.ts). The site's own code is bundled as the export bundles it.
          plugins: [],
          packages: 'external',
          // one file, named by content: written once (a thread of another dev server may be importing it)
          splitting: false,
          entryNames: '[name]-[hash]',
          // a render error's stack is mapped to the sources from these (errors.ts), only when one happens
          sourcemap: 'external',
          sourcesContent: false,
          metafile: true,
          write: false,
        }),
      ]);
      return { client, boot, server, bundle };
    });
    return made;
  };

  const urlOf = (file: string) => `/${path.relative(VIRTUAL_OUT, file).split(path.sep).join('/')}`;

  const assetsFor = async (css: string): Promise<{ [page: string]: PageAssets }> => {
    if (lastClient) {
      const { bundle } = await contexts();
      const client = bundle.clientBundleOf(VIRTUAL_OUT, lastClient.metafile, css, lastClient.boot);
      return Object.fromEntries(client.modules.map((m) => [m, client.assetsFor(m)]));
    }
    if (restored) return Object.fromEntries(Object.entries(restored.pageAssets).map(([m, a]) => [m, { ...a, css: [css] }]));
    throw new Error('the browser bundle has not been built yet');
  };

  /** Tailwind, loaded with the first build (@tailwindcss/node installs a module loader hook when imported) */
  let sheets: Promise<StylesheetCompiler> | null = null;
  const stylesheet = () => {
    sheets ??= import('../export/stylesheet').then((m) => m.createStylesheetCompiler());
    return sheets;
  };
  /** a stylesheet served from now on; its URL path */
  const serveCss = (sheet: { name: string; css: string }) => {
    lastCss = `/assets/${sheet.name}`;
    keep(lastCss, Buffer.from(sheet.css));
    return lastCss;
  };

  return {
    key,
    restored,
    thread() {
      thread ??= buildRenderThread(dir);
      return thread;
    },

    currentKey: keyOf,

    async startEntry() {
      const { bundle } = await contexts();
      const result = await esbuild.build({
        ...bundle.serverBuildOptions(serverDir),
        plugins: [],
        external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'scheduler'],
        entryNames: 'start-[hash]',
        sourcemap: 'external',
        sourcesContent: false,
        metafile: true,
        write: false,
      });
      await Promise.all(result.outputFiles.map((out) => writeOnce(out.path, out.contents, written)));
      const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === 'src/entry.server.tsx')?.[0];
      if (entry) start = path.join(projectRoot, entry);
    },

    async record(under) {
      if (!lastServer || !lastClient || !lastCss || !thread) return;
      const pageAssets = await assetsFor(lastCss);
      const files = [...served.entries()].filter(([url, f]) => f.build === count || url === lastCss).map(([url]) => url);
      // (a file without its bytes in memory is one of the record it started from: on disk already)
      await Promise.all(files.map((f) => served.get(f)?.body && writeOnce(fileOnDisk(f), served.get(f)!.body!, written)));
      const record: BuildRecord = { pageAssets, files, server: lastServer, thread: await thread, start };
      await writeCacheJson(path.join(dir, `build-${under}.json`), record);
    },

    server: () =>
      attempt(async () => {
        const result = await (await contexts()).server.rebuild();
        // maps first: a thread may need one as soon as the entry is there
        const outs = [...result.outputFiles].sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')));
        await Promise.all(outs.map((out) => writeOnce(out.path, out.contents, written)));
        const outputs = Object.entries(result.metafile.outputs);
        const entry = outputs.find(([, o]) => o.entryPoint === 'src/entry.server.tsx')?.[0];
        if (!entry) throw new Error('esbuild produced no output for src/entry.server.tsx');
        const packages = new Set(
          outputs.flatMap(([, o]) =>
            o.imports.filter((i) => i.external && !i.path.startsWith('node:') && !i.path.startsWith('.')).map((i) => i.path),
          ),
        );
        const entryPath = path.join(projectRoot, entry);
        // the start entry is of the sources it was built from
        if (entryPath !== lastServer?.entryPath) start = undefined;
        lastServer = { entryPath, packages: [...packages].sort() };
        return lastServer;
      }, fromEsbuild),

    css: (changed) => attempt(async () => serveCss(await (await stylesheet()).update(changed)), fromCss),

    exactCss: () => attempt(async () => serveCss(await (await stylesheet()).exact()), fromCss),

    client: () =>
      attempt(async () => {
        const { client, boot, bundle } = await contexts();
        const [js, bootJs] = await Promise.all([client.rebuild(), boot.rebuild()]);
        const bootUrl = bundle.bootUrlOf(bootJs.metafile);
        count++;
        for (const out of [...js.outputFiles, ...bootJs.outputFiles]) keep(urlOf(out.path), out.contents);
        // the stylesheet pages name stays with this build
        const sheet = lastCss ? served.get(lastCss) : undefined;
        if (sheet) sheet.build = count;
        // files of builds an open page can no longer need
        for (const [url, f] of served) if (f.build <= count - KEEP_BUILDS) served.delete(url);
        lastClient = { metafile: js.metafile, boot: bootUrl };
      }, fromEsbuild),

    async cancelClient() {
      if (!made) return;
      const { client, boot } = await made;
      await Promise.all([client.cancel(), boot.cancel()]);
    },

    async assets(pending) {
      if (!lastCss) throw new Error('the stylesheet is built before the pages name it');
      const assets = await assetsFor(lastCss);
      if (pending === undefined) return assets;
      return Object.fromEntries(Object.entries(assets).map(([m, a]) => [m, { ...a, entry: pendingEntry(pending), preloads: [] }]));
    },

    entry() {
      if (lastClient) {
        const out = Object.entries(lastClient.metafile.outputs).find(([, o]) => o.entryPoint === 'src/entry.client.tsx')?.[0];
        return out ? urlOf(path.join(projectRoot, out)) : null;
      }
      return restored ? (Object.values(restored.pageAssets)[0]?.entry ?? null) : null;
    },

    async file(urlPath) {
      const f = served.get(urlPath);
      if (!f) return undefined;
      f.body ??= await readFile(fileOnDisk(urlPath)).catch(() => null);
      return f.body ?? undefined;
    },

    async dispose() {
      if (!made) return;
      const { client, boot, server } = await made;
      await Promise.all([client.dispose(), boot.dispose(), server.dispose()]);
    },
  };
}

/** a file of the dev folder unused this long goes (files in use are touched at each build that has them) */
const STALE_MS = 3 * 24 * 60 * 60_000;

async function pruneOld(dir: string): Promise<void> {
  const now = Date.now();
  for (const sub of ['server', 'client', 'thread', '.']) {
    const folder = path.join(dir, sub);
    const names = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      names.map(async (n) => {
        const file = path.join(folder, n);
        const s = await stat(file).catch(() => null);
        if (s?.isFile() && now - s.mtimeMs > STALE_MS) await rm(file, { force: true });
      }),
    );
  }
}

/**
 * the render thread's own code (renderWorker.ts with the exporter's pieces it uses), bundled when the
 * sources changed; what only parsing needs (the markdown parser) is a chunk of its own, loaded when a
 * thread parses
 */
async function buildRenderThread(dir: string): Promise<string> {
  const result = await esbuild.build({
    ...NODE_BUNDLE,
    entryPoints: { render: RENDER_THREAD },
    absWorkingDir: projectRoot,
    packages: 'external',
    outdir: path.join(dir, 'thread'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    metafile: true,
    write: false,
  });
  const written = new Set<string>();
  await mkdir(path.join(dir, 'thread'), { recursive: true });
  await Promise.all(result.outputFiles.map((out) => writeOnce(out.path, out.contents, written)));
  const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint)?.[0];
  if (!entry) throw new Error('esbuild produced no output for cli/dev/renderWorker.ts');
  return path.join(projectRoot, entry);
}
