/**
 * What `site dev` watches, and what a batch of changed files asks for: src/ (code and stylesheets),
 * public/, the blog folder (BLOG_DIR, anywhere), .env, and its own code (core/, cli/, api/), whose edit
 * needs a restart. Each batch the watcher reports (watch.ts) is handed over as it came.
 */
import path from 'node:path';
import { projectRoot } from '../../core/exportPaths';
import { ENV_FILE } from './envFile';
import { watchFolders } from './watch';

/** the files that can change a bundle */
export const SOURCE_EXT = /\.(tsx?|jsx?|mts|mjs|json|css)$/;
/** the folders of the code `site dev` itself runs (the render thread, the API): an edit there needs a restart */
const OWN_CODE = ['core', 'cli', 'api'];

/** true when `file` lies under `dir` (and is not `dir` itself) */
export const inside = (dir: string, file: string) => {
  const r = path.relative(dir, file);
  return r !== '' && !r.startsWith('..') && !path.isAbsolute(r);
};

export interface WatchedDirs {
  srcDir: string;
  publicDir: string;
  /** the blog's folder (none: the posts come from Notion) */
  postsDir: string | null;
}

/** what a batch of changed files asks for; `files`: those that are applied (the code `site dev` runs aside) */
export interface ChangeBatch {
  code: string[];
  css: string[];
  posts: string[];
  publicFiles: boolean;
  env: boolean;
  files: string[];
  /** files of `site dev`'s own code: a restart applies them */
  restart: string[];
}

export function classify(files: string[], dirs: WatchedDirs): ChangeBatch {
  const batch: ChangeBatch = { code: [], css: [], posts: [], publicFiles: false, env: false, files: [], restart: [] };
  for (const f of files) {
    if (f === ENV_FILE) batch.env = true;
    else if (dirs.postsDir && path.dirname(f) === path.resolve(dirs.postsDir) && f.endsWith('.md')) batch.posts.push(f);
    else if (inside(dirs.publicDir, f)) batch.publicFiles = true;
    else if (inside(dirs.srcDir, f) && f.endsWith('.css')) batch.css.push(f);
    // an editor's temporary file beside a source is no source; markdown under src/ is no code (nor classes)
    else if (inside(dirs.srcDir, f) && SOURCE_EXT.test(f)) batch.code.push(f);
    else if (OWN_CODE.some((d) => inside(path.join(projectRoot, d), f)) && SOURCE_EXT.test(f)) {
      batch.restart.push(f);
      continue;
    } else continue;
    batch.files.push(f);
  }
  return batch;
}

/** the folders to watch (the blog's own folder when it lies outside src/) */
export function watchedFolders(dirs: WatchedDirs): Parameters<typeof watchFolders>[0] {
  return [
    { dir: dirs.srcDir, recursive: true },
    { dir: dirs.publicDir, recursive: true },
    ...OWN_CODE.map((d) => ({ dir: path.join(projectRoot, d), recursive: true })),
    { dir: projectRoot, recursive: false, only: (name: string) => name === '.env' },
    ...(dirs.postsDir && !inside(dirs.srcDir, dirs.postsDir) ? [{ dir: dirs.postsDir, recursive: false }] : []),
  ];
}

export interface SiteWatcher {
  /** the blog's folder moved (BLOG_DIR changed in .env): watch the new one */
  rewatch(): void;
  close(): void;
}

/** watches the site's folders; `onChanges` gets each batch, with whether it holds code under src/ */
export function watchSite(dirs: () => WatchedDirs, onChanges: (files: string[], code: boolean) => void): SiteWatcher {
  let stop = () => {};
  const rewatch = () => {
    stop();
    const now = dirs();
    stop = watchFolders(watchedFolders(now), (changed) =>
      onChanges(
        changed,
        changed.some((f) => inside(now.srcDir, f) && SOURCE_EXT.test(f)),
      ),
    );
  };
  rewatch();
  return { rewatch, close: () => stop() };
}
