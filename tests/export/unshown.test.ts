/**
 * Issue 34, item 5: content a post holds that the site cannot show is reported (the export's warnings,
 * its summary, report.json, --json) and --strict fails the export or the update before anything is written.
 * A markdown blog is used here (the shipped posts and one with GFM and raw HTML); the Notion side is in
 * notionFidelity.test.ts.
 */
import { cp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportReport, GenerationResult } from '../../cli/export/report';
import { projectRoot } from '../../core/exportPaths';
import { tempRoot } from './exportCopies';
import { checkHtml } from './htmlChecker';
import { runSite } from './runCommand';

const SLUG = 'gfm-and-html';
const POST = `---
title: "GFM and HTML"
slug: "${SLUG}"
metaDescription: "A post with a table, a task list, footnotes and raw HTML."
tags: ["Testing"]
publishDate: "2025-10-01"
published: true
---

Passkeys[^1] beat ~~passwords~~.

| Method | Phishing resistant |
| --- | --- |
| Passkey | Yes |

- [x] Turn them on
- Nested:
  - deeper item

<div class="note">Three hidden words</div>

Press <kbd>Enter</kbd> to go on.

[^1]: Bound to the site's origin.
`;

let root: string;
let blogDir: string;
let out: string;
const env = () => ({ SITE_URL: 'https://bloksecure.com', BLOG_DIR: blogDir });
const readReport = async (dir: string) => JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as ExportReport;

beforeAll(async () => {
  root = await tempRoot('unshown');
  blogDir = path.join(root, 'blog');
  out = path.join(root, 'site');
  await cp(path.join(projectRoot, 'src/content/blog'), blogDir, { recursive: true });
  await writeFile(path.join(blogDir, `${SLUG}.md`), POST);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('content the site cannot show', () => {
  it('site export --strict refuses before writing anything, in one line naming the post, the blocks below', async () => {
    const run = await runSite(['export', '--strict', '--out', out], env());
    expect(run.status).toBe(1);
    const [first, ...rest] = run.stderr.trim().split('\n');
    expect(first).toBe(`site: Failed to generate static site: 1 blog post holds content the site cannot show (--strict): ${SLUG}`);
    expect(rest.join('\n')).toContain(
      `${blogDir}/${SLUG}.md: html block not shown (block 5 of the page; 3 words: "<div class="note">Three hidden words</div>")`,
    );
    await expect(stat(out)).rejects.toThrow();
  });

  it('site export reports it: warnings, the summary, --json and report.json; the rest of the post is shown', async () => {
    const run = await runSite(['export', '--json', '--out', out], env());
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout) as GenerationResult;
    expect(result.success).toBe(true);
    expect(result.message).toMatch(/; 1 post holds content the site cannot show \(3 words: see the warnings\)$/);
    expect(result.unshown).toEqual([
      {
        file: expect.stringMatching(new RegExp(`${SLUG}\\.md$`)),
        slug: SLUG,
        title: 'GFM and HTML',
        blocks: [
          { type: 'html', where: 'block 5 of the page', words: 3, text: '<div class="note">Three hidden words</div>' },
          { type: 'html', where: 'block 7 of the page', words: 0, text: '<kbd> </kbd>' },
        ],
      },
    ]);
    expect((await readReport(out)).unshown).toEqual(result.unshown);
    const html = await readFile(path.join(out, 'blog', SLUG, 'index.html'), 'utf8');
    expect(html).toMatch(/<th scope="col"[^>]*>Phishing resistant<\/th>/);
    expect(html).toContain('<s>passwords</s>');
    expect(html).toContain('Press Enter to go on.');
    expect(html).toContain('id="fn-1"');
    expect(html).not.toContain('Three hidden words</div>');
    expect((await checkHtml([path.join(out, 'blog', SLUG, 'index.html')])).filter((m) => m.type !== 'info')).toEqual([]);
    // without --json: a warning per block on stderr, and the summary names the post
    const plain = await runSite(['blog', '--out', out], env());
    expect(plain.status).toBe(0);
    // (a folder outside the working one is named by its absolute path)
    expect(plain.stderr).toContain(
      `warning: blog post ${blogDir}/${SLUG}.md: html block not shown (block 7 of the page; 0 words: "<kbd> </kbd>")`,
    );
  }, 120_000);

  it('site regenerate --strict refuses a post with such content and leaves its page as it was; a clean post goes through', async () => {
    const page = path.join(out, 'blog', SLUG, 'index.html');
    const before = (await stat(page)).mtimeMs;
    const refused = await runSite(['regenerate', SLUG, '--strict', '--out', out], env());
    expect(refused.status).toBe(1);
    expect(refused.stderr.split('\n')[0]).toBe(
      `site: Failed to regenerate post: 1 blog post holds content the site cannot show (--strict): ${SLUG}`,
    );
    expect((await stat(page)).mtimeMs).toBe(before);
    const clean = await runSite(['regenerate', 'fido2-webauthn-explained', '--strict', '--out', out], env());
    expect(clean.status).toBe(0);
  });

  it('an update keeps report.json true: the post fixed, its entry goes', async () => {
    await writeFile(path.join(blogDir, `${SLUG}.md`), POST.replace(/<div[^\n]*\n/, '').replace('<kbd>Enter</kbd>', 'Enter'));
    const run = await runSite(['regenerate', SLUG, '--strict', '--json', '--out', out], env());
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as GenerationResult).unshown).toBeUndefined();
    expect((await readReport(out)).unshown).toEqual([]);
  });
});
