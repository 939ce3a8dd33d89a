import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAnnotation, pageErrorAnnotation } from '../../cli/ciAnnotations';
import { exportSite } from '../../cli/export/exportSite';
import { pageDataAssets, scanPage } from '../../cli/export/htmlScan';
import { extractLinks, findBrokenLinks } from '../../cli/export/linkCheck';
import { GenerationError } from '../../cli/export/results';
import { listFiles } from '../../core/fileTree';
import { copyOfExport, exportOptions, leftovers, tempRoot } from './exportCopies';
import { readReport, readSiteFile, siteDir } from './site';

const post = (body: string) => `---
title: "Planted links"
slug: "planted-links"
description: "A post with links that lead nowhere."
tags: ["Test"]
publishDate: "2025-05-01"
published: true
---

${body}
`;

let root: string;
beforeAll(async () => {
  root = await tempRoot('linkcheck');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('link check', () => {
  it('finds no broken internal link, anchor or asset reference in the exported site', async () => {
    const report = await readReport();
    const pages = await Promise.all(
      report.pages.map(async (p) => ({ path: p.path, file: p.file, ...extractLinks(await readSiteFile(p.file)) })),
    );
    expect(pages.reduce((n, p) => n + p.links.length, 0)).toBeGreaterThan(report.pages.length * 10);
    const broken = await findBrokenLinks({ dir: siteDir(), files: new Set(await listFiles(siteDir())), pages, siteUrl: report.siteUrl });
    expect(broken).toEqual([]);
  });

  it('gives the same links when the renderer hands over its page data as when the page data is read from the HTML', async () => {
    const report = await readReport();
    for (const p of report.pages) {
      const html = await readSiteFile(p.file);
      const boot = pageDataAssets(scanPage(html, () => undefined).pageData);
      expect(boot.length, p.path).toBeGreaterThan(0);
      expect(extractLinks(html, boot), p.path).toEqual(extractLinks(html));
    }
  });

  it('fails an export whose page links to a missing page or anchor, naming both, and keeps the previous site', async () => {
    const blogDir = path.join(root, 'posts');
    await mkdir(blogDir, { recursive: true });
    await writeFile(
      path.join(blogDir, 'planted-links.md'),
      // /about has <meta name="description">: a name that is no anchor
      post(
        'See [our pricing](/pricing-that-does-not-exist), [the team](/about#no-such-section), [the summary](/about#description) and [the products](/blokkey).',
      ),
    );
    const dir = await copyOfExport(root);
    const before = await readFile(path.join(dir, 'report.json'), 'utf8');

    const failure = await exportSite(exportOptions(dir, { BLOG_DIR: blogDir })).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(GenerationError);
    const result = (failure as GenerationError).result;
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/^Failed to generate static site: 3 broken links in 1 page, first \/blog\/planted-links: broken link/);
    expect(result.stats.errors).toEqual([
      '/blog/planted-links: broken link "/pricing-that-does-not-exist" (no page or file at /pricing-that-does-not-exist)',
      '/blog/planted-links: broken link "/about#no-such-section" (no element with id "no-such-section" on /about)',
      '/blog/planted-links: broken link "/about#description" (no element with id "description" on /about)',
    ]);
    expect(await readFile(path.join(dir, 'report.json'), 'utf8')).toBe(before);
    expect(await leftovers(dir)).toEqual([]);

    // in GitHub Actions each broken link is an annotation on the line of the post's markdown that holds it
    const sources = (failure as GenerationError).sources;
    expect(sources['/blog/planted-links']).toBe(path.join(blogDir, 'planted-links.md'));
    const annotations = result.stats.errors.map((e) => formatAnnotation('github', pageErrorAnnotation(e, sources), root));
    expect(annotations[0]).toBe(
      '::error file=posts/planted-links.md,line=10,title=Broken link::/blog/planted-links: broken link "/pricing-that-does-not-exist" (no page or file at /pricing-that-does-not-exist)',
    );
    expect(annotations.every((a) => a.startsWith('::error file=posts/planted-links.md,line=10,title=Broken link::'))).toBe(true);
    expect(formatAnnotation('plain', pageErrorAnnotation(result.stats.errors[1]!, sources), root)).toBe(
      'posts/planted-links.md:10: error: /blog/planted-links: broken link "/about#no-such-section" (no element with id "no-such-section" on /about)',
    );

    // --no-check: the same export goes through
    const { result: unchecked } = await exportSite({ ...exportOptions(dir, { BLOG_DIR: blogDir }), check: false });
    expect(unchecked.success).toBe(true);
    expect(await readFile(path.join(dir, 'blog/planted-links/index.html'), 'utf8')).toContain('/pricing-that-does-not-exist');
  });
});
