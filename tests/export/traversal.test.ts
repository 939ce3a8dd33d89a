import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regeneratePost } from '../../cli/export/regenerate';
import { createReplitExport } from '../../cli/export/replit';
import { UnsafeSlugError } from '../../cli/export/slug';
import { writeZip, zipSite } from '../../cli/export/zip';
import { copyOfExport, exportOptions, tempRoot, treeSnapshot } from './exportCopies';
import { readZip, type ZipEntry } from './zipReader';

/**
 * The exporter's writers against a hostile export folder: <root>/secret.txt and <root>/outside/ lie
 * beside the export <root>/site, which holds dotfiles and symlinks leading out of it. Nothing outside
 * the export may be read into a zip or written by `site regenerate`.
 */
const SECRET = `outside-secret-${randomBytes(8).toString('hex')}`;
const DOT_SECRET = `dotfile-secret-${randomBytes(8).toString('hex')}`;
const POST = 'reducing-helpdesk-load';
const UNSAFE_SLUGS = [
  '..',
  '../secret',
  '../../etc/passwd',
  '..%2f..%2fsecret',
  '%2e%2e',
  '%2e%2e%2fsecret',
  '%252e%252e%252fsecret',
  '..\\..\\secret',
  '%5c..%5csecret',
  '/etc/passwd',
  '%2fetc%2fpasswd',
  'C:\\Windows',
  `${POST}\0.html`,
  `${POST}%00`,
  '.env',
  `${POST}/../../x`,
  '%',
  ' ',
  'x'.repeat(5000),
];

let root: string;
let dir: string;

/** what no entry of our zips may be: a name that unpacks elsewhere, a dotfile, or bytes from outside the export */
function expectContained(entries: ZipEntry[], prefix: string): void {
  expect(entries.length).toBeGreaterThan(10);
  for (const e of entries) {
    expect(e.name, e.name).not.toMatch(/(^|\/)\.\.?(\/|$)|^\/|\\|^[A-Za-z]:|\0/);
    expect(e.data.toString('latin1'), e.name).not.toContain(SECRET);
    expect(e.data.toString('latin1'), e.name).not.toContain(DOT_SECRET);
    if (e.name.startsWith(prefix)) {
      const rel = e.name.slice(prefix.length);
      expect(
        rel.split('/').filter((s, i) => s.startsWith('.') && !(i === 0 && s === '.well-known')),
        e.name,
      ).toEqual([]);
    }
  }
  const names = entries.map((e) => e.name);
  expect(names).toContain(`${prefix}index.html`);
  expect(names).toContain(`${prefix}.well-known/security.txt`);
  for (const gone of [
    '.env',
    '.git/config',
    'assets/.hidden',
    'link-to-secret.txt',
    'link-dir/secret.txt',
    'link-inside.html',
    'dangling.txt',
  ]) {
    expect(names, gone).not.toContain(`${prefix}${gone}`);
  }
  expect(names.filter((n) => n.startsWith(`${prefix}loop/`))).toEqual([]);
}

beforeAll(async () => {
  root = await tempRoot('traversal-export');
  dir = await copyOfExport(root);
  const put = async (rel: string, data: string) => {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), data);
  };
  await put('secret.txt', SECRET);
  await put('outside/secret.txt', SECRET);
  await put('site/.env', `ADMIN_TOKEN=${DOT_SECRET}`);
  await put('site/.git/config', `[remote] ${DOT_SECRET}`);
  await put('site/assets/.hidden', DOT_SECRET);
  await put('site/.well-known/security.txt', 'Contact: mailto:security@bloksecure.com');
  await symlink(path.join(root, 'secret.txt'), path.join(dir, 'link-to-secret.txt'));
  await symlink(path.join(root, 'outside'), path.join(dir, 'link-dir'));
  await symlink('index.html', path.join(dir, 'link-inside.html'));
  await symlink(path.join(root, 'nowhere'), path.join(dir, 'dangling.txt'));
  await symlink('.', path.join(dir, 'loop'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('site regenerate and unsafe slugs', () => {
  it('refuses each with a clear error before anything is read or written', async () => {
    const before = await treeSnapshot(root);
    for (const slug of UNSAFE_SLUGS) {
      const shown = JSON.stringify(slug.slice(0, 40));
      await expect(regeneratePost(slug, exportOptions(dir)), shown).rejects.toThrow(UnsafeSlugError);
      await expect(regeneratePost(slug, exportOptions(dir)), shown).rejects.toThrow(
        /^(unsafe slug ".{0,90}": .*never a path|unsafe slug .*percent-encoding|the slug is empty)/s,
      );
    }
    expect(await treeSnapshot(root)).toEqual(before);
  });

  it('the CLI exits 1 with one line naming the slug, and writes nothing', async () => {
    const before = await treeSnapshot(root);
    const run = promisify(execFile)(process.execPath, ['bin/site.mjs', 'regenerate', '../../etc/passwd', '--out', dir], {
      cwd: process.cwd(),
    });
    const failure = (await run.then(
      () => null,
      (err: unknown) => err,
    )) as { code?: number; stderr?: string } | null;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr?.trim()).toBe(
      'site: unsafe slug "../../etc/passwd": a slug is letters, digits and hyphens (e.g. "reducing-helpdesk-load"), never a path',
    );
    expect(await treeSnapshot(root)).toEqual(before);
  });
});

describe('the zip writers and a hostile export folder', () => {
  it('site.zip holds only the export’s own public files: no symlink followed, no dotfile, no unsafe name', async () => {
    // a legal file name on Linux that Windows unzip tools would read as a path
    const odd = path.join(dir, 'evil\\..\\..\\x.txt');
    await writeFile(odd, 'odd name');
    try {
      const { zipFile } = await zipSite(exportOptions(dir));
      const entries = readZip(await readFile(zipFile));
      expectContained(entries, '');
      expect(entries.some((e) => e.name.includes('x.txt'))).toBe(false);
    } finally {
      await rm(odd);
    }
  });

  it('the Replit bundle holds the same under public/, beside its own .replit', async () => {
    const { zipFile } = await createReplitExport(exportOptions(dir));
    const entries = readZip(await readFile(zipFile));
    expectContained(entries, 'public/');
    expect(entries.map((e) => e.name).filter((n) => !n.startsWith('public/') && n.startsWith('.'))).toEqual(['.replit']);
  });

  it('writeZip refuses an entry name that would unpack outside its folder', async () => {
    for (const name of ['../x', 'a/../../x', '/etc/x', 'a\\..\\x', 'C:/x', 'a//b', './x', 'a\0b']) {
      const zip = path.join(root, 'refused.zip');
      await expect(writeZip(zip, [{ name, data: 'x' }]), name).rejects.toThrow(/refusing to zip the entry name/);
      await expect(stat(zip)).rejects.toThrow(/ENOENT/);
    }
  });
});

describe('site regenerate and symlinks in the export', () => {
  it("writes the post's page into the export, never through a symlinked folder to the outside", async () => {
    // the post's folder replaced by a symlink to a folder outside the export
    const outsidePost = path.join(root, 'outside-post');
    await mkdir(outsidePost);
    await writeFile(path.join(outsidePost, 'index.html'), SECRET);
    await rm(path.join(dir, 'blog', POST), { recursive: true });
    await symlink(outsidePost, path.join(dir, 'blog', POST));
    const outsideBefore = await treeSnapshot(outsidePost);
    const secretBefore = await stat(path.join(root, 'secret.txt'));

    const { result } = await regeneratePost(POST, exportOptions(dir));
    expect(result.success).toBe(true);
    expect(await treeSnapshot(outsidePost)).toEqual(outsideBefore);
    expect(await readFile(path.join(outsidePost, 'index.html'), 'utf8')).toBe(SECRET);
    expect((await stat(path.join(root, 'secret.txt'))).mtimeMs).toBe(secretBefore.mtimeMs);
    // the symlink in the page's way was replaced by a real folder holding the page
    expect((await lstat(path.join(dir, 'blog', POST))).isDirectory()).toBe(true);
    expect(await readFile(path.join(dir, 'blog', POST, 'index.html'), 'utf8')).toContain('Reducing Help Desk Load');
    // an update touches only its own files: other symlinks stay where they are, and the server never
    // follows or lists them (tests/api/traversal.test.ts)
    for (const link of ['link-to-secret.txt', 'link-dir']) expect((await lstat(path.join(dir, link))).isSymbolicLink(), link).toBe(true);
  });
});
