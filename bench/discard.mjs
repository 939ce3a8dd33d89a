// Puts an old output folder out of the way without deleting it: it is renamed into a trash folder
// that is deleted when the bench ends, after its last timed step. A bench must not delete tens of
// thousands of files right before a timed build: on an ext4 without a journal (this machine's disk),
// the kernel passes over every inode freed in the last minute or more each time it creates a file
// (`recently_deleted`), and a cold 4,000-post export run right after the deletion of the last one's
// outputs took 43.0 and 45.9 s against 32.5 and 36.0 s with no deletion in the minutes before
// (docs/decisions/010, item 36). Every tool that writes files pays it, and a CI job's fresh runner
// does not. A rename across file systems falls back to deleting.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** a function that moves a folder (or file) into `trash`, or does nothing when it is absent */
export function trashIn(trash) {
  let n = 0;
  return (target) => {
    if (!existsSync(target)) return;
    mkdirSync(trash, { recursive: true });
    try {
      renameSync(target, path.join(trash, `${process.pid}-${n++}`));
    } catch (err) {
      if (err.code !== 'EXDEV') throw err;
      rmSync(target, { recursive: true, force: true });
    }
  };
}
