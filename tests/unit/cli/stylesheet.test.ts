import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_INPUTS } from '../../../cli/export/cache';
import { compileStylesheet, createStylesheetCompiler, stylesheetSources } from '../../../cli/export/stylesheet';
import { projectRoot } from '../../../core/exportPaths';

describe('the stylesheet', () => {
  it('is made only from files the build key hashes: a cached export names the stylesheet a cold one writes', async () => {
    const files = (await stylesheetSources()).map((f) => path.relative(projectRoot, f).split(path.sep).join('/'));
    expect(files.length).toBeGreaterThan(100);
    // the key leaves the blog's posts out (they are read at export time): Tailwind must not read them,
    // or a post's words (a "grid" or a "shrink" in a sentence) would change the stylesheet unseen
    const outside = files.filter((f) => f.startsWith('src/content/blog/') || !KEY_INPUTS.some((k) => f === k || f.startsWith(`${k}/`)));
    expect(outside).toEqual([]);
    expect(files.filter((f) => f.endsWith('.md'))).toEqual([]);
  });

  it("is the same from site dev's compiler as from the export's", async () => {
    const [exported, dev] = await Promise.all([compileStylesheet(), createStylesheetCompiler().update()]);
    expect(dev.name).toBe(exported.name);
    expect(dev.css).toBe(exported.css);
    expect(exported.name).toMatch(/^app-[0-9a-f]{10}\.css$/);
  });
});
