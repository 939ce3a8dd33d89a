import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_FILE } from '../../../../cli/dev/envFile';
import { classify, watchedFolders, watchSite } from '../../../../cli/dev/watcher';
import { projectRoot } from '../../../../core/exportPaths';

const srcDir = path.join(projectRoot, 'src');
const publicDir = path.join(projectRoot, 'public');
const dirs = { srcDir, publicDir, postsDir: '/elsewhere/posts' };

describe('classify', () => {
  it('sorts a batch into code, stylesheets, posts, public files, .env and the code site dev runs', () => {
    const batch = classify(
      [
        path.join(srcDir, 'pages/Home.tsx'),
        path.join(srcDir, 'styles/app.css'),
        '/elsewhere/posts/a.md',
        path.join(publicDir, 'logo.svg'),
        ENV_FILE,
        path.join(projectRoot, 'cli/dev/pages.ts'),
        path.join(srcDir, 'pages/Home.tsx~'),
        path.join(srcDir, 'content/notes.md'),
        '/elsewhere/posts/sub/b.md',
      ],
      dirs,
    );
    expect(batch).toEqual({
      code: [path.join(srcDir, 'pages/Home.tsx')],
      css: [path.join(srcDir, 'styles/app.css')],
      posts: ['/elsewhere/posts/a.md'],
      publicFiles: true,
      env: true,
      files: [
        path.join(srcDir, 'pages/Home.tsx'),
        path.join(srcDir, 'styles/app.css'),
        '/elsewhere/posts/a.md',
        path.join(publicDir, 'logo.svg'),
        ENV_FILE,
      ],
      restart: [path.join(projectRoot, 'cli/dev/pages.ts')],
    });
  });
});

describe('watchedFolders', () => {
  it('watches the blog folder on its own only when it lies outside src/', () => {
    expect(watchedFolders(dirs).map((f) => f.dir)).toContain('/elsewhere/posts');
    const inSrc = watchedFolders({ ...dirs, postsDir: path.join(srcDir, 'content/blog') }).map((f) => f.dir);
    expect(inSrc).not.toContain(path.join(srcDir, 'content/blog'));
    expect(watchedFolders({ ...dirs, postsDir: null })).toHaveLength(6);
  });
});

describe('watchSite', () => {
  it('reports a save, saying whether it holds code under src/, and watches a moved blog folder after rewatch', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'dev-watcher-'));
    const [src, pub, blogA, blogB] = ['src', 'public', 'a', 'b'].map((d) => path.join(root, d));
    for (const d of [src!, pub!, blogA!, blogB!]) mkdirSync(d);
    let postsDir = blogA!;
    const seen: Array<[string[], boolean]> = [];
    const next = () =>
      new Promise<[string[], boolean]>((resolve) => {
        const at = seen.length;
        const poll = setInterval(() => {
          if (seen.length > at) {
            clearInterval(poll);
            resolve(seen[at]!);
          }
        }, 5);
      });
    const watcher = watchSite(
      () => ({ srcDir: src!, publicDir: pub!, postsDir }),
      (files, code) => seen.push([files, code]),
    );
    try {
      let got = next();
      writeFileSync(path.join(src!, 'x.tsx'), 'export {}');
      expect(await got).toEqual([[path.join(src!, 'x.tsx')], true]);
      got = next();
      writeFileSync(path.join(blogA!, 'p.md'), '# p');
      expect(await got).toEqual([[path.join(blogA!, 'p.md')], false]);
      postsDir = blogB!;
      watcher.rewatch();
      got = next();
      writeFileSync(path.join(blogB!, 'q.md'), '# q');
      expect(await got).toEqual([[path.join(blogB!, 'q.md')], false]);
    } finally {
      watcher.close();
    }
  });
});
