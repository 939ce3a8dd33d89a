/**
 * An edit under `site dev`, applied: the code and the stylesheet rebuilt, the posts re-read, .env read
 * again; then each open page rendered again and told what to do (pageSteps.ts), errors first, and the
 * browser bundle asked for once the pages show the edit. One terminal line says what was done and how
 * long each part took.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, publicConfigFor } from '../../core/config';
import type { DevBuilds, ServerBuild } from './builds';
import type { BundleWaiters } from './bundleWaiters';
import { type DevState, messageOf } from './devState';
import { configChanges, readDevConfig } from './envFile';
import { displayPath } from './errors';
import { type LiveEvents, sendStep } from './liveEvents';
import type { Overlay } from './overlay';
import { nextStep } from './pageSteps';
import type { DevPages } from './pages';
import type { DevPosts } from './posts';
import type { Renderer } from './renderer';
import type { ShownGate } from './shownGate';
import { loaderFor, type StylePatch, stringChanges } from './styleOnly';
import { classify, SOURCE_EXT, type WatchedDirs } from './watcher';

export interface EditParts {
  state: DevState;
  overlay: Overlay;
  pages: DevPages;
  bundles: BundleWaiters;
  live: Pick<LiveEvents, 'pages' | 'send'>;
  shownGate: ShownGate;
  builds: Pick<DevBuilds, 'server' | 'css'>;
  renderer: Pick<Renderer, 'setData'>;
  dirs: () => WatchedDirs;
  log: (line: string) => void;
  /** the environment .env is read under (the command's options in it) */
  env: NodeJS.ProcessEnv;
  /** loads a server build into the render thread; false when it failed */
  loadServer(server: ServerBuild): Promise<boolean>;
  /** the pages' assets now, naming bundle `pending`'s entry while it is built */
  applyAssets(pending?: number): Promise<void>;
  /** the stylesheet compiled anew and the build recorded, a few seconds after the last edit */
  atRestSoon(): void;
  /** the post store of a configuration (a new blog source) */
  makePosts(config: Config): DevPosts;
  /** the blog's folder changed: it is watched instead */
  postsMoved(): void;
}

export interface EditApplier {
  /** applies a batch of edits, seen by the watcher at `seen` (performance.now()) */
  apply(files: string[], seen: number): Promise<void>;
  /** reads the sources under src/: the before of the next edit's diff */
  readSources(): Promise<void>;
}

export function createEditApplier(p: EditParts): EditApplier {
  const { state, overlay, pages, bundles, live } = p;
  /** the text of each source file under src/, as last seen */
  const sources = new Map<string, string>();

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
  async function rebuild(code: string[], css: string[], timer: PhaseTimer): Promise<boolean> {
    const [server, sheet] = await Promise.all([
      code.length > 0 ? timer.time('server', p.builds.server()) : null,
      timer.time('css', p.builds.css([...code, ...css])),
    ]);
    const failed = [...(server && !server.ok ? server.errors : []), ...(!sheet.ok ? sheet.errors : [])];
    if (failed.length > 0) {
      overlay.setBuild(failed);
      return false;
    }
    overlay.setBuild([]);
    if (sheet.ok) state.stylesheet = sheet.value;
    const loaded = server?.ok ? await timer.time('load', p.loadServer(server.value)) : true;
    // until the browser bundle of this edit is there (it is asked for once the pages are rendered), pages name it by its number
    await timer.time('assets', p.applyAssets(code.length > 0 ? bundles.next() : undefined));
    return loaded;
  }

  /** .env changed: the pages' settings and the blog's source apply at once, the rest at the next start */
  async function applyConfig(): Promise<void> {
    const next = readDevConfig(p.env);
    if ('error' in next) {
      overlay.setConfig([next.error]);
      return;
    }
    overlay.setConfig([]);
    const { applied: now, restart } = configChanges(state.config, next.config);
    if (restart.length) p.log(`! ${restart.join(', ')} changed in .env: restart \`site dev\` to apply`);
    if (now.length === 0) return;
    state.config = { ...state.config, ...Object.fromEntries(now.map((k) => [k, next.config[k]])) };
    await p.renderer.setData({ config: publicConfigFor(state.config) });
    pages.inputsChanged(true);
    if (now.some((k) => k.startsWith('NOTION') || k === 'BLOG_DIR')) {
      state.posts = p.makePosts(state.config);
      p.postsMoved();
      await p.renderer.setData({ posts: await state.posts.current() });
    }
  }

  async function apply(files: string[], seen: number): Promise<void> {
    const started = performance.now();
    const timer = phaseTimer();
    // waiting for what was being applied before (an earlier edit, a browser bundle's arrival)
    if (started - seen >= 1) timer.add('queued', started - seen);
    const batch = classify(files, p.dirs());
    if (batch.restart.length > 0)
      p.log(
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
            if (change.listed) await timer.time('data', p.renderer.setData({ posts: change.snapshot }));
            else if (Object.keys(change.bodies).length > 0) await timer.time('data', p.renderer.setData({ postBodies: change.bodies }));
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
      p.log(`✗ ${names}: not applied (${Math.round(performance.now() - started)} ms)`);
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
    if (codeChanged || stopped) void bundles.build(p.shownGate.waitFor(steps.filter(([, step]) => step !== 'reload').length));
    else p.atRestSoon();
    const count = (kind: string) => steps.filter(([, s]) => (typeof s === 'string' ? s : 'style') === kind).length;
    const did = [
      count('reload') ? `reloaded ${count('reload')} page${count('reload') > 1 ? 's' : ''}` : '',
      count('update') ? `updated ${count('update')} in place` : '',
      count('style') ? `restyled ${count('style')} in place` : '',
    ]
      .filter(Boolean)
      .join(', ');
    p.log(`↻ ${names}${did ? `: ${did}` : ''} (${Math.round(performance.now() - seen)} ms: ${timer.text()})`);
  }

  return { apply, readSources: () => readSources(p.dirs().srcDir, sources) };
}

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

type PhaseTimer = ReturnType<typeof phaseTimer>;

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
