/**
 * The bundles of `site dev`: esbuild watch contexts built with the exporter's own options
 * (cli/export/bundle.ts), so a page names the assets an export of the same sources would. The browser
 * files stay in memory; the server bundle (with the render thread) is written into a folder of this
 * process under the build cache, where its imports of React resolve from node_modules.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { projectRoot } from '../../core/exportPaths';
import type { PageAssets } from '../../src/shared/pageData';
import {
  bootBuildOptions,
  bootUrlOf,
  CSS_SOURCE,
  clientBuildOptions,
  clientBundleOf,
  cssCompiler,
  serverBuildOptions,
} from '../export/bundle';
import type { DevError } from './errors';

/** where the client build's files would be written: nothing is, their URL paths are relative to it */
const VIRTUAL_OUT = path.join(projectRoot, 'dist', '.dev-client');
const RENDER_WORKER = path.join(projectRoot, 'cli', 'dev', 'renderWorker.ts');
/** how many earlier client builds' files are still served (an open page may load a chunk of its own build) */
const KEEP_BUILDS = 4;

/** a client build: its files by URL path, and the assets of each page module */
export interface ClientBuild {
  pageAssets: Record<string, PageAssets>;
  /** the source files (relative to the project) bundled into it */
  inputs: string[];
}

/** a server build: the render thread's module, the packages it imports, and the source maps of its files */
export interface ServerBuild {
  workerPath: string;
  packages: string[];
  maps: Map<string, string>;
}

/** what changed, which says what to build again */
export interface BuildScope {
  /** TypeScript or other code under src/: every bundle, and the stylesheet (its classes are in the code) */
  code: boolean;
  /** the stylesheet only (a .css file, or markdown Tailwind scans) */
  css: boolean;
}

export type BuildOutcome = { ok: true; client: ClientBuild; server: ServerBuild | null } | { ok: false; errors: DevError[] };

type Served = { body: Uint8Array; build: number };

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

/** a stylesheet error (PostCSS's CssSyntaxError has a line; Tailwind's own errors name only the stylesheet) */
function fromCss(err: unknown): DevError[] {
  const e = err as { reason?: string; message?: string; file?: string; line?: number; column?: number };
  return [
    {
      kind: 'compile',
      message: e.reason ?? e.message ?? String(err),
      file: rel(e.file ?? CSS_SOURCE),
      line: e.line,
      column: e.column,
    },
  ];
}

/** the same error once (the client and server bundles both report a syntax error) */
function unique(errors: DevError[]): DevError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.file}:${e.line}:${e.column}:${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface DevBuilds {
  /** builds what the scope names again (everything on the first call); the last good build stays on failure */
  build(scope: BuildScope): Promise<BuildOutcome>;
  /** a browser file of a recent build, by URL path */
  file(urlPath: string): Uint8Array | undefined;
  dispose(): Promise<void>;
}

/** watch contexts for the client, boot and server bundles and a Tailwind compiler kept across builds */
export async function createDevBuilds(serverDir: string): Promise<DevBuilds> {
  const [client, boot, server] = await Promise.all([
    esbuild.context({ ...clientBuildOptions(VIRTUAL_OUT), write: false }),
    esbuild.context({ ...bootBuildOptions(path.join(VIRTUAL_OUT, 'assets')), write: false }),
    esbuild.context({
      ...serverBuildOptions(serverDir, { 'dev.worker': RENDER_WORKER }),
      // npm packages stay imports (the export bundles some, bundlePackages.mjs, for its start-up): linking
      // and printing them again after every edit took most of a rebuild; a spare render thread imports
      // them ahead instead (renderer.ts). The site's code is bundled as the export bundles it.
      plugins: [],
      packages: 'external',
      // each build's files by content: a thread still rendering with an earlier build keeps its files
      entryNames: '[name]-[hash]',
      // stacks of render errors are mapped to the sources by the main thread, only when one happens
      sourcemap: 'external',
      sourcesContent: false,
      metafile: true,
      write: false,
    }),
  ]);
  const compileCss = cssCompiler();
  const served = new Map<string, Served>();
  const written = new Set<string>();
  let count = 0;
  let last: {
    metafile: esbuild.Metafile;
    css: string;
    boot: string;
  } | null = null;
  let lastServer: ServerBuild | null = null;

  const urlOf = (file: string) => `/${path.relative(VIRTUAL_OUT, file).split(path.sep).join('/')}`;
  const keep = (urlPath: string, body: Uint8Array, build: number) => served.set(urlPath, { body, build });

  async function buildServer(): Promise<ServerBuild> {
    const result = await server.rebuild();
    await mkdir(serverDir, { recursive: true });
    const maps = new Map<string, string>();
    const writes: Array<Promise<void>> = [];
    for (const out of result.outputFiles) {
      if (out.path.endsWith('.map')) {
        maps.set(out.path.slice(0, -4), out.text);
        continue;
      }
      if (written.has(out.path)) continue;
      written.add(out.path);
      writes.push(writeFile(out.path, out.contents));
    }
    await Promise.all(writes);
    const outputs = Object.entries(result.metafile.outputs);
    const worker = outputs.find(([, o]) => o.entryPoint === rel(RENDER_WORKER))?.[0];
    if (!worker) throw new Error('esbuild produced no output for cli/dev/renderWorker.ts');
    const packages = new Set(
      outputs.flatMap(([, o]) =>
        o.imports.filter((i) => i.external && !i.path.startsWith('node:') && !i.path.startsWith('.')).map((i) => i.path),
      ),
    );
    return { workerPath: path.join(projectRoot, worker), packages: [...packages].sort(), maps };
  }

  return {
    async build(scope) {
      const first = last === null;
      const code = first || scope.code;
      const build = ++count;
      const [js, bootJs, css, srv] = await Promise.allSettled([
        code ? client.rebuild() : null,
        code ? boot.rebuild() : null,
        compileCss(),
        code ? buildServer() : null,
      ]);
      const errors: DevError[] = [];
      for (const r of [js, bootJs, srv]) if (r.status === 'rejected') errors.push(...fromEsbuild(r.reason));
      if (css.status === 'rejected') errors.push(...fromCss(css.reason));
      if (errors.length > 0) return { ok: false, errors: unique(errors) };
      const jsOut = js.status === 'fulfilled' ? js.value : null;
      const bootOut = bootJs.status === 'fulfilled' ? bootJs.value : null;
      const sheet = css.status === 'fulfilled' ? css.value : null;
      if (!sheet) throw new Error('the stylesheet was not built');
      for (const out of [...(jsOut?.outputFiles ?? []), ...(bootOut?.outputFiles ?? [])]) keep(urlOf(out.path), out.contents, build);
      const cssUrl = `/assets/${sheet.name}`;
      keep(cssUrl, Buffer.from(sheet.css), build);
      let bootUrl = last?.boot ?? '';
      if (bootOut) {
        try {
          bootUrl = bootUrlOf(bootOut.metafile);
        } catch (err) {
          return {
            ok: false,
            errors: [{ kind: 'compile', message: err instanceof Error ? err.message : String(err), file: 'src/boot.ts' }],
          };
        }
      }
      last = { metafile: jsOut?.metafile ?? last!.metafile, css: cssUrl, boot: bootUrl };
      if (srv.status === 'fulfilled' && srv.value) lastServer = srv.value;
      // files of builds an open page can no longer need
      for (const [url, f] of served) if (f.build <= build - KEEP_BUILDS) served.delete(url);
      const bundle = clientBundleOf(VIRTUAL_OUT, last.metafile, last.css, last.boot);
      const pageAssets = Object.fromEntries(bundle.modules.map((m) => [m, bundle.assetsFor(m)]));
      return {
        ok: true,
        client: { pageAssets, inputs: Object.keys(last.metafile.inputs).filter((f) => f.startsWith('src/')) },
        server: code ? lastServer : null,
      };
    },
    file: (urlPath) => served.get(urlPath)?.body,
    async dispose() {
      await Promise.all([client.dispose(), boot.dispose(), server.dispose()]);
      await rm(serverDir, { recursive: true, force: true });
    },
  };
}
