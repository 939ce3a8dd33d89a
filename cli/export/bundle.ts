import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { bundlePackages, NODE_BUNDLE, REQUIRE_BANNER, SERVER_PACKAGES } from '../../bin/bundlePackages.mjs';
import { cacheDir, projectRoot } from '../../core/exportPaths';
import type { PageAssets } from '../../src/shared/pageData';
import { compileStylesheet } from './stylesheet';

export interface ClientBundle {
  /** every file written under assets/, relative to the export root */
  files: string[];
  /** the page modules (keys of src/pageModules.ts) that have a chunk */
  modules: string[];
  /** the assets a page needs, by its page module (a key of src/pageModules.ts, e.g. 'pages/forms/ContactPage') */
  assetsFor: (page: string) => PageAssets;
}

const src = (p: string) => path.join(projectRoot, 'src', p);

/** the first line of every chunk: https://v8.dev/blog/explicit-compile-hints */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * the esbuild options of the browser bundle: the entry, one chunk per page module, shared chunks;
 * content-hashed names. `site export` builds with them once, `site dev` through a watch context: the
 * same options give the same files, so a page names the same assets in both.
 */
export function clientBuildOptions(outDir: string) {
  return {
    entryPoints: { main: src('entry.client.tsx') },
    absWorkingDir: projectRoot,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    outdir: path.join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    minify: true,
    metafile: true,
    jsx: 'automatic',
    legalComments: 'none',
    // V8's explicit compile hint (Chrome 136+, ignored elsewhere): compile every function of the chunk
    // while the script streams in, on a background thread. Without it, each function is compiled on the
    // main thread when first called, and hydration calls most of them: in one long module-evaluation
    // task (react-dom sits in one large CommonJS wrapper function) and in every hydration slice.
    banner: { js: COMPILE_HINT },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
}

/** builds the browser bundle (clientBuildOptions), its stylesheet and the boot script into outDir/assets */
export async function buildClient(outDir: string): Promise<ClientBundle> {
  const assetsDir = path.join(outDir, 'assets');
  // Tailwind works in this thread while esbuild works in its own process
  const [result, css, boot] = await Promise.all([esbuild.build(clientBuildOptions(outDir)), buildCss(assetsDir), buildBoot(assetsDir)]);
  return clientBundleOf(outDir, result.metafile, css, boot);
}

/** the files and per-page assets of a client build, from its metafile and the URLs of its stylesheet and boot script */
export function clientBundleOf(outDir: string, metafile: esbuild.Metafile, css: string, boot: string): ClientBundle {
  const outputs = metafile.outputs;
  const rel = (p: string) => `/${path.relative(outDir, path.join(projectRoot, p)).split(path.sep).join('/')}`;

  const closure = (start: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const imp of outputs[start]?.imports ?? []) if (imp.kind === 'import-statement') closure(imp.path, seen);
    return seen;
  };
  const entryOut = Object.keys(outputs).find((k) => outputs[k]?.entryPoint === 'src/entry.client.tsx');
  if (!entryOut) throw new Error('esbuild produced no output for src/entry.client.tsx');
  const entryFiles = closure(entryOut);

  // every import() target is an entry point of its own chunk; a page module's key is its path under src/
  const moduleOut = new Map<string, string>();
  for (const [file, meta] of Object.entries(outputs)) {
    const m = meta.entryPoint?.match(/^src\/(pages\/.+)\.tsx?$/);
    if (m?.[1]) moduleOut.set(m[1], file);
  }

  const files = [...Object.keys(outputs).map((k) => rel(k).slice(1)), css.slice(1), boot.slice(1)];
  return {
    files,
    modules: [...moduleOut.keys()],
    assetsFor(page) {
      const pageFile = moduleOut.get(page);
      if (!pageFile) throw new Error(`no chunk for page module "${page}" (expected src/${page}.tsx, loaded by src/pageModules.ts)`);
      const preloads = [...closure(pageFile, new Set(entryFiles))].filter((f) => f !== entryOut);
      return {
        css: [css],
        boot,
        entry: rel(entryOut),
        preloads: [...new Set([...entryFiles].filter((f) => f !== entryOut).concat(preloads))].map(rel),
      };
    },
  };
}

/** the largest the boot script may be (minified, before compression): it is the one script every page names */
export const BOOT_MAX_BYTES = 1024;

/** the esbuild options of src/boot.ts, bundled on its own (no splitting, nothing shared with the client chunks) */
export function bootBuildOptions(assetsDir: string) {
  return {
    entryPoints: { boot: src('boot.ts') },
    absWorkingDir: projectRoot,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    minify: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
}

/** the URL path of the boot script a build made; fails when it outgrew BOOT_MAX_BYTES */
export function bootUrlOf(metafile: esbuild.Metafile): string {
  const [file, meta] = Object.entries(metafile.outputs)[0] ?? [];
  if (!file || !meta) throw new Error('esbuild produced no output for src/boot.ts');
  if (meta.bytes > BOOT_MAX_BYTES) throw new Error(`src/boot.ts bundles to ${meta.bytes} bytes, more than ${BOOT_MAX_BYTES}`);
  return `/assets/${path.basename(file)}`;
}

/**
 * bundles src/boot.ts on its own, so a page's HTML names one tiny script that loads the rest after
 * the first paint; returns its URL path
 */
async function buildBoot(assetsDir: string): Promise<string> {
  return bootUrlOf((await esbuild.build(bootBuildOptions(assetsDir))).metafile);
}

/** compiles src/styles/app.css with Tailwind into assetsDir (stylesheet.ts); returns its URL path */
async function buildCss(assetsDir: string): Promise<string> {
  const { name, css } = await compileStylesheet();
  await mkdir(assetsDir, { recursive: true });
  await writeFile(path.join(assetsDir, name), css);
  return `/assets/${name}`;
}

/**
 * bundles the exporter's worker thread (cli/export/renderWorker.ts: the markdown parser, the page
 * writer, compression, link extraction) into one file of plain JavaScript, without the site: it loads
 * the server bundle when it is told where it is, so it can start parsing posts while the site bundles.
 * The compiled CLI carries its own (bin/site.mjs); this one serves the exporter run from its sources.
 */
export async function buildWorker(outfile: string): Promise<void> {
  // the server bundle's options (Node, the packages it carries), for one entry in one file
  const { entryPoints: _entries, outdir: _outdir, splitting: _splitting, ...forNode } = serverBuildOptions('');
  await esbuild.build({ ...forNode, entryPoints: [path.join(projectRoot, 'cli', 'export', 'renderWorker.ts')], outfile });
}

/**
 * the esbuild options of src/entry.server.tsx for Node (React stays an import; bundlePackages.mjs
 * names what else is carried) into outdir; `entries` adds Node entry points bundled beside it, named
 * by output file name
 */
export function serverBuildOptions(outdir: string, entries: Record<string, string> = {}) {
  return {
    ...NODE_BUNDLE,
    entryPoints: { 'entry.server': src('entry.server.tsx'), ...entries },
    absWorkingDir: projectRoot,
    plugins: [bundlePackages(SERVER_PACKAGES)],
    banner: { js: REQUIRE_BANNER },
    outdir,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  } satisfies esbuild.BuildOptions;
}

/** bundles src/entry.server.tsx (serverBuildOptions) into its own folder; returns the module's path */
export async function buildServer(opts: { outdir?: string; entries?: Record<string, string> } = {}): Promise<string> {
  const outdir = opts.outdir ?? path.join(cacheDir, `server-${randomBytes(4).toString('hex')}`);
  await esbuild.build(serverBuildOptions(outdir, opts.entries));
  return path.join(outdir, 'entry.server.js');
}
