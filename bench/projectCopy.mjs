// A copy of the project to run and edit without touching the working tree: every file git tracks or
// would track (as it is now), with node_modules linked. Used by bench/dev.mjs and the site dev tests.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** copies the project into dir (created), node_modules linked; returns dir */
export function copyProject(dir) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const f of listed.stdout.split('\0')) {
    if (!f || !existsSync(path.join(root, f))) continue;
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    copyFileSync(path.join(root, f), path.join(dir, f));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
