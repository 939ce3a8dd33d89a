/**
 * The site's stylesheet: src/styles/app.css compiled by Tailwind (its compiler and its scanner of class
 * candidates, through @tailwindcss/node and @tailwindcss/oxide), minified by Lightning CSS, named by a
 * hash of its bytes. `site export` compiles it once (`compileStylesheet`); `site dev` keeps a compiler
 * across edits (`createStylesheetCompiler`): an edit is scanned alone, and the stylesheet is built again
 * only when it brought a class no source had.
 *
 * Tailwind reads the files app.css names with `@source` (src/, markdown aside: a post's or a note's
 * words are never class names, and the build key leaves the blog out, cache.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { projectRoot } from '../../core/exportPaths';

/** the site's stylesheet, src/styles/app.css */
export const CSS_SOURCE = path.join(projectRoot, 'src', 'styles', 'app.css');

/** a compiled stylesheet: its file name (app-<hash>.css) and text */
export interface Stylesheet {
  name: string;
  css: string;
}

type Compiler = Awaited<ReturnType<typeof compile>>;

/** the stylesheet as its file is written (the text ends with a newline, as PostCSS gave it) */
function named(built: string): Stylesheet {
  const css = `${optimize(built, { minify: true, file: CSS_SOURCE }).code}\n`;
  return { name: `app-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`, css };
}

/** a compiler of app.css as it is now, its scanner over the files it names, and the classes found */
async function load(): Promise<{ compiler: Compiler; scanner: Scanner; built: string; sheet: Stylesheet }> {
  const input = await readFile(CSS_SOURCE, 'utf8');
  const compiler = await compile(input, {
    base: path.dirname(CSS_SOURCE),
    from: CSS_SOURCE,
    onDependency: () => undefined,
    shouldRewriteUrls: true,
  });
  const roots = compiler.root === 'none' || compiler.root === null ? [] : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...roots, ...compiler.sources] });
  const built = compiler.build(scanner.scan());
  return { compiler, scanner, built, sheet: named(built) };
}

/** the stylesheet of the sources as they are */
export async function compileStylesheet(): Promise<Stylesheet> {
  return (await load()).sheet;
}

/** the files Tailwind reads for class names (absolute paths) */
export async function stylesheetSources(): Promise<string[]> {
  return (await load()).scanner.files;
}

export interface StylesheetCompiler {
  /**
   * the stylesheet after the given files changed (absolute paths; none for the first build). A change
   * that brings new classes adds their rules to the last stylesheet: a class no source has any more
   * keeps its rule until `exact()`. A change to app.css, or a file Tailwind did not read yet, compiles
   * anew.
   */
  update(changed?: string[]): Promise<Stylesheet>;
  /** the stylesheet a fresh compile gives (what `site export` writes for these sources) */
  exact(): Promise<Stylesheet>;
}

export function createStylesheetCompiler(): StylesheetCompiler {
  let state: Awaited<ReturnType<typeof load>> | null = null;
  /** the last stylesheet may hold rules a fresh compile would not */
  let stale = false;
  /** one compile at a time: each starts from what the one before left */
  let chain: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const run = chain.then(step, step);
    chain = run.catch(() => undefined);
    return run;
  };

  const fresh = async (): Promise<Stylesheet> => {
    // a failed compile leaves none: the next update compiles anew
    state = null;
    state = await load();
    stale = false;
    return state.sheet;
  };

  return {
    update: (changed = []) =>
      inTurn(async () => {
        if (!state) return fresh();
        const known = new Set(state.scanner.files);
        if (changed.some((f) => path.extname(f) === '.css' || (!known.has(f) && inside(f)))) return fresh();
        const scanned = changed.filter((f) => known.has(f));
        if (scanned.length === 0) return state.sheet;
        // every scanned file may have dropped a class: only a fresh compile leaves its rule out
        stale = true;
        const added = state.scanner.scanFiles(scanned.map((file) => ({ file, extension: path.extname(file).slice(1) })));
        if (added.length === 0) return state.sheet;
        const built = state.compiler.build(added);
        if (built !== state.built) {
          state.built = built;
          state.sheet = named(built);
        }
        return state.sheet;
      }),
    exact: () => inTurn(async () => (state && !stale ? state.sheet : fresh())),
  };
}

/** a file under src/ (where app.css's sources are) that Tailwind would read */
const inside = (file: string) => {
  const r = path.relative(path.join(projectRoot, 'src'), file);
  return !r.startsWith('..') && !path.isAbsolute(r) && path.extname(file) !== '.md';
};
