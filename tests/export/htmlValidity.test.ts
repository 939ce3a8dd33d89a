/**
 * Issue 16: every exported page is valid HTML to the Nu HTML Checker (vnu.jar, on Debian's Java). One
 * checker run covers the whole export plus a page with the defects it once found here, so the same run
 * proves that the checker, and this test's reading of its report, do catch them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckerMessage, checkerErrors, checkHtml, htmlFilesUnder } from './htmlChecker';
import { readReport, siteDir } from './site';

/** the four kinds of error the exported pages had before issue 16 */
const BROKEN_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Broken</title></head><body>
<svg width="28" height="28"><defs><linearGradient id="logo-g"></linearGradient></defs></svg>
<svg width="28" height="28"><defs><linearGradient id="logo-g"></linearGradient></defs></svg>
<h1>Title</h1>
<h3>Section</h3>
<span role="slider" tabindex="0" aria-valuemin="1" aria-valuemax="10" aria-label="Resets"></span>
<figure><video src="/v.mp4"></video><figcaption>Demo</figcaption><img src="/p.svg" alt=""></figure>
</body></html>
`;

let tmp: string;
let brokenFile: string;
let pages: string[];
let messages: CheckerMessage[];

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'blok-vnu-'));
  brokenFile = path.join(tmp, 'broken.html');
  await writeFile(brokenFile, BROKEN_PAGE);
  pages = await htmlFilesUnder(siteDir());
  messages = await checkHtml([...pages, brokenFile]);
}, 300_000);

afterAll(() => rm(tmp, { recursive: true, force: true }));

describe('the Nu HTML Checker', () => {
  it('checks every exported page', async () => {
    const report = await readReport();
    // every rendered page (the not-found page included) is a file the checker read
    const files = new Set(pages.map((f) => path.relative(siteDir(), f)));
    for (const p of report.pages) expect(files, p.file).toContain(p.file);
    expect(messages.filter((m) => m.type === 'non-document-error')).toEqual([]);
  });

  it('finds no error on any exported page', () => {
    const onPages = messages.filter((m) => new URL(m.url).pathname !== brokenFile);
    const errors = checkerErrors(onPages, siteDir());
    expect(errors, `${errors.length} HTML errors:\n${errors.join('\n')}`).toEqual([]);
  });

  it('does report each kind of error the pages once had (a page made to have them)', () => {
    const errors = checkerErrors(
      messages.filter((m) => new URL(m.url).pathname === brokenFile),
      tmp,
    );
    expect(errors).toEqual([
      expect.stringMatching(/^broken\.html:3: Duplicate ID “logo-g”/),
      expect.stringMatching(/^broken\.html:5: The heading “h3” .* follows the heading “h1” .* skipping 1 heading level/),
      expect.stringMatching(/^broken\.html:6: Element “span” is missing required attribute “aria-valuenow”/),
      expect.stringMatching(/^broken\.html:7: Element “img” not allowed as child of element “figure”/),
    ]);
  });
});
