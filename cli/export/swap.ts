import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** a fresh temporary folder beside the target, on the same file system so the swap is a rename */
export async function makeStagingDir(target: string): Promise<string> {
  const dir = path.join(path.dirname(target), `.${path.basename(target)}.staging-${randomBytes(4).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** puts the finished staging folder in place of the target; the old site is removed only after */
export async function swapInto(staging: string, target: string): Promise<void> {
  const old = `${path.join(path.dirname(target), `.${path.basename(target)}.old-${randomBytes(4).toString('hex')}`)}`;
  const hadOld = await stat(target).then(
    () => true,
    () => false,
  );
  if (hadOld) await rename(target, old);
  await rename(staging, target);
  if (hadOld) await rm(old, { recursive: true, force: true });
}
