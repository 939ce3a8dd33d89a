import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../cli/export/bundle';
import { readSiteFile, siteDir } from './site';

async function allFiles(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await allFiles(full, base)));
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

describe('lean bundles', () => {
  it('ships no source maps and no references to them', async () => {
    const files = await allFiles(siteDir());
    expect(files.filter((f) => /\.map(\.br|\.gz)?$/.test(f))).toEqual([]);
    for (const f of files.filter((x) => /^assets\/.+\.(js|css)$/.test(x))) expect(await readSiteFile(f), f).not.toMatch(/sourceMappingURL/);
  });

  it('gives every script and stylesheet under assets/ a content-hashed name', async () => {
    const assets = (await readdir(path.join(siteDir(), 'assets'))).filter((f) => !/\.(br|gz)$/.test(f));
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((f) => !/-[A-Za-z0-9]{8,}\.(js|css)$/.test(f))).toEqual([]);
  });

  it("opens every client chunk with V8's compile hint, and not the boot script, which runs once", async () => {
    const js = (await readdir(path.join(siteDir(), 'assets'))).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(10);
    for (const f of js) {
      const first = (await readSiteFile(`assets/${f}`)).split('\n', 1)[0];
      if (f.startsWith('boot-')) expect(first, f).not.toBe(COMPILE_HINT);
      else expect(first, f).toBe(COMPILE_HINT);
    }
  });

  it('uses the system font stack: no web fonts to download or preload', async () => {
    const css = (await readdir(path.join(siteDir(), 'assets'))).filter((f) => f.endsWith('.css'));
    for (const f of css) expect(await readSiteFile(`assets/${f}`), f).not.toMatch(/@font-face|\.woff2?\b|\.ttf\b|\.otf\b/);
    expect(await readSiteFile('index.html')).not.toMatch(/rel="preload"[^>]*as="font"/);
  });

  it('keeps server-only code out of the browser bundle: the TeX converter and the markdown parser', async () => {
    const js = (await readdir(path.join(siteDir(), 'assets'))).filter((f) => f.endsWith('.js'));
    for (const f of js) {
      const text = await readSiteFile(`assets/${f}`);
      // Temml's error text and micromark's GFM table token: each only in its package
      expect(text, f).not.toMatch(/Unsupported function name|tableDelimiterRow/);
    }
  });
});
