import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetViolations, measurePage } from '../../../cli/export/budget';

async function plantSite(jsBytes: number): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'budget-'));
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'big'), { recursive: true });
  await writeFile(path.join(root, 'assets/main.js.br'), Buffer.alloc(1000));
  await writeFile(path.join(root, 'assets/huge.js.br'), Buffer.alloc(jsBytes));
  await writeFile(path.join(root, 'assets/app.css.br'), Buffer.alloc(500));
  await writeFile(path.join(root, 'hero.svg'), Buffer.alloc(300));
  await writeFile(path.join(root, 'lazy.svg'), Buffer.alloc(9000));
  const html =
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/huge.js"/>' +
    '<script type="module" src="/assets/main.js"></script></head><body><img src="/hero.svg" alt=""/><img loading="lazy" src="/lazy.svg" alt=""/></body></html>';
  await writeFile(path.join(root, 'big/index.html'), html);
  await writeFile(path.join(root, 'big/index.html.br'), Buffer.alloc(200));
  return root;
}

describe('page weight budget', () => {
  it('sums module scripts, preloads, stylesheets and eager images', async () => {
    const w = await measurePage(await plantSite(2000), '/big');
    expect(w).toMatchObject({ htmlBr: 200, jsBr: 3000, cssBr: 500, imagesBytes: 300, total: 4000 });
    expect(budgetViolations(w)).toEqual([]);
  });

  it('counts the entry and chunks a boot script loads from the page data', async () => {
    const root = await plantSite(2000);
    await writeFile(path.join(root, 'assets/boot.js.br'), Buffer.alloc(100));
    await writeFile(path.join(root, 'assets/chunk.js.br'), Buffer.alloc(400));
    const data = {
      config: {},
      page: 'pages/home/HomePage',
      assets: { css: [], boot: '/assets/boot.js', entry: '/assets/main.js', preloads: ['/assets/huge.js', '/assets/chunk.js'] },
    };
    const html =
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><script type="module" src="/assets/boot.js"></script></head>' +
      `<body><script type="application/json" id="__PAGE_DATA__">${JSON.stringify(data).replace(/</g, '\\u003c')}</script></body></html>`;
    await mkdir(path.join(root, 'boot'), { recursive: true });
    await writeFile(path.join(root, 'boot/index.html'), html);
    const w = await measurePage(root, '/boot');
    expect(w).toMatchObject({ jsBr: 100 + 1000 + 2000 + 400, cssBr: 500 });
  });

  it('fails an oversized page, naming the page and the budget', async () => {
    const w = await measurePage(await plantSite(BUDGETS.jsBr), '/big');
    expect(budgetViolations(w)).toEqual([
      `/big: first-load JavaScript ${((BUDGETS.jsBr + 1000) / 1024).toFixed(1)} KB brotli exceeds 100.0 KB`,
    ]);
  });

  it('checks the total weight of the home page', () => {
    const v = budgetViolations({ path: '/', htmlBr: 30_000, jsBr: 90_000, cssBr: 15_000, imagesBytes: 300_000, total: 435_000 });
    expect(v).toEqual(['/: total first-load weight 424.8 KB exceeds 350.0 KB']);
  });
});
