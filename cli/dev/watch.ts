import { type FSWatcher, watch } from 'node:fs';
import path from 'node:path';

/** a folder to watch; `only` keeps the names of its own files that matter (the project root's .env) */
export interface WatchedFolder {
  dir: string;
  recursive: boolean;
  only?: (name: string) => boolean;
}

/** what editors write beside a file while saving it: swap, backup and probe files */
const EDITOR_NOISE = /(^|[\\/])(\.#[^\\/]*|#[^\\/]*#|[^\\/]*~|[^\\/]*\.sw[px]|4913|\.DS_Store)$/;

/**
 * watches folders and reports each changed file (absolute path) once per burst of events: an editor's
 * save often fires several (truncate, write, rename), so changes are collected for `settleMs` after
 * the first and handed over together
 */
export function watchFolders(folders: WatchedFolder[], onChanges: (files: string[]) => void, settleMs = 8): () => void {
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers: FSWatcher[] = [];
  const flush = () => {
    timer = undefined;
    const files = [...changed];
    changed.clear();
    if (files.length) onChanges(files);
  };
  for (const folder of folders) {
    try {
      const w = watch(folder.dir, { recursive: folder.recursive }, (_event, name) => {
        if (!name) return;
        const file = path.join(folder.dir, name.toString());
        if (EDITOR_NOISE.test(file) || (folder.only && !folder.only(name.toString()))) return;
        changed.add(file);
        timer ??= setTimeout(flush, settleMs);
      });
      // a folder removed while watched: its events stop, the others go on
      w.on('error', () => w.close());
      watchers.push(w);
    } catch {
      // a folder that does not exist (no public/): nothing to watch there
    }
  }
  return () => {
    clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}
