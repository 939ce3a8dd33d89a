/**
 * The file watcher of `site dev`: one fs.watch (inotify, FSEvents, ReadDirectoryChangesW) per folder.
 * Node 20's recursive fs.watch on Linux watches files one by one and loses a file its editor saved by
 * renaming a new file over it (vim, JetBrains' safe write): its next saves go unseen. A folder watch sees
 * every save, and a new subfolder is watched as it appears. chokidar would do the same, but it stats
 * every file at start (a second at 4,000 posts).
 */
import { type FSWatcher, readdirSync, statSync, watch } from 'node:fs';
import path from 'node:path';

/** a folder to watch; `only` keeps the names that matter (the project root's .env) */
export interface WatchedFolder {
  dir: string;
  recursive: boolean;
  only?: (name: string) => boolean;
}

/** what editors write beside a file while saving it: swap, backup and probe files */
const EDITOR_NOISE = /(^|[\\/])(\.#[^\\/]*|#[^\\/]*#|[^\\/]*~|[^\\/]*\.sw[px]|4913|\.DS_Store)$/;
/** folders never watched inside a watched tree */
const SKIPPED = new Set(['node_modules', '.git']);

/**
 * watches folders and reports each changed path (absolute) once per burst of events: an editor's save
 * often fires several (truncate, write, rename), so changes are collected for `settleMs` after the first
 * and handed over together
 */
export function watchFolders(folders: WatchedFolder[], onChanges: (files: string[]) => void, settleMs = 8): () => void {
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers = new Map<string, FSWatcher>();
  const flush = () => {
    timer = undefined;
    const files = [...changed];
    changed.clear();
    if (files.length) onChanges(files);
  };

  const add = (dir: string, folder: WatchedFolder) => {
    if (watchers.has(dir)) return;
    let w: FSWatcher;
    try {
      w = watch(dir, (_event, name) => {
        if (!name) return;
        const file = path.join(dir, name.toString());
        if (EDITOR_NOISE.test(file) || (folder.only && !folder.only(name.toString()))) return;
        // a new folder in a watched tree is watched from now on, with what it holds
        if (folder.recursive && !watchers.has(file) && statSync(file, { throwIfNoEntry: false })?.isDirectory()) addTree(file, folder);
        changed.add(file);
        timer ??= setTimeout(flush, settleMs);
      });
    } catch {
      // a folder that does not exist (no public/) or has just gone: nothing to watch there
      return;
    }
    // a folder removed while watched: its events stop, the others go on
    w.on('error', () => {
      w.close();
      watchers.delete(dir);
    });
    watchers.set(dir, w);
  };

  const addTree = (dir: string, folder: WatchedFolder) => {
    add(dir, folder);
    let entries: import('node:fs').Dirent[] = [];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) if (e.isDirectory() && !SKIPPED.has(e.name)) addTree(path.join(dir, e.name), folder);
  };

  for (const folder of folders) {
    if (folder.recursive) addTree(folder.dir, folder);
    else add(folder.dir, folder);
  }
  return () => {
    clearTimeout(timer);
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
}
