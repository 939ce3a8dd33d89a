/**
 * The fidelity check of issue 34: the every-block fixture served by the fake Notion API (nested children,
 * 2025-09-03 shapes) and exported. Each page's exported HTML holds every word of its Notion text, but the
 * words of what the model still lacks, which the export reports with their count (and --strict refuses).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExportOptions, type ExportOutcome, exportSite } from '../../cli/export/exportSite';
import { GenerationError } from '../../cli/export/results';
import { projectRoot } from '../../core/exportPaths';
import { TOKEN } from '../fixtures/notion/data';
import { EVERY_BLOCK_IDS, EVERY_BLOCK_SLUGS, everyBlockBlocks, type FixtureBlock } from '../fixtures/notion/everyBlock';
import { type FakeNotion, fakeFileUrl, startFakeNotion } from '../fixtures/notion/fakeNotion';
import { fidelity } from '../fixtures/notion/fidelity';
import { checkHtml } from './htmlChecker';

let fake: FakeNotion;
let root: string;
let out: string;
let outcome: ExportOutcome;
// a cache of its own: the fixture's pages keep one last_edited_time, and another run's cached trees must not stand in for them
const cacheDir = path.join(projectRoot, 'dist', `.test-cache-fidelity-${process.pid}`);
const options = (outDir: string, strict = false): ExportOptions => ({
  outDir,
  config: {
    SITE_URL: 'https://bloksecure.com',
    NOTION_TOKEN: TOKEN,
    NOTION_DATABASE_ID: EVERY_BLOCK_IDS.database,
    NOTION_API_URL: fake.url,
    SITE_CACHE_DIR: cacheDir,
  },
  quiet: true,
  strict,
});
const tree = everyBlockBlocks(fakeFileUrl);
const page = (slug: string) => readFile(path.join(out, 'blog', slug, 'index.html'), 'utf8');

beforeAll(async () => {
  const { everyBlockContent } = await import('../fixtures/notion/everyBlock');
  fake = await startFakeNotion({ content: everyBlockContent(fakeFileUrl), rateLimit: false });
  root = await mkdtemp(path.join(os.tmpdir(), 'blok-fidelity-'));
  out = path.join(root, 'site');
  // the link check runs: mentions, the table of contents and footnote anchors must all resolve
  outcome = await exportSite(options(out));
}, 120_000);
afterAll(async () => {
  await fake.close();
  await rm(root, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

describe('fidelity: every block type, from the Notion API to the exported page', () => {
  it('shows every word of the every-block page and of the page it mentions', async () => {
    for (const [id, slug] of [
      [EVERY_BLOCK_IDS.everyBlock, EVERY_BLOCK_SLUGS.everyBlock],
      [EVERY_BLOCK_IDS.glossary, EVERY_BLOCK_SLUGS.glossary],
    ] as const) {
      const row = fidelity(tree[id] as FixtureBlock[], await page(slug));
      expect(row.missing, slug).toEqual([]);
      expect(row.shown).toBe(row.words);
    }
  });

  it('renders the equations as MathML, links the mention of a published page, never a notion.so address or a signed file URL', async () => {
    const html = await page(EVERY_BLOCK_SLUGS.everyBlock);
    const body = html.slice(html.indexOf('data-testid="post-body"'));
    expect(body.match(/<math[ >]/g)).toHaveLength(2);
    expect(body).toContain(`<a href="/blog/${EVERY_BLOCK_SLUGS.glossary}" data-discover="true">Passkeys Glossary</a>`);
    // the link to the page, too
    expect(body).toContain(
      `<p class="my-5 whitespace-pre-line"><a href="/blog/${EVERY_BLOCK_SLUGS.glossary}" data-discover="true">Passkeys Glossary</a></p>`,
    );
    // (Notion's own icons, www.notion.so/icons/…, are public: a page address is not)
    expect(html).not.toMatch(/notion\.so\/[0-9a-f]{32}|X-Amz-|fake-file:/);
    expect(html).not.toContain(fake.url);
    const back = await page(EVERY_BLOCK_SLUGS.glossary);
    expect(back).toContain(`<a href="/blog/${EVERY_BLOCK_SLUGS.everyBlock}" data-discover="true">Every Block a Writer Uses</a>`);
  });

  it('reports what the model lacks, with the words it held: exactly the words the page loses', async () => {
    const row = fidelity(tree[EVERY_BLOCK_IDS.unsupported] as FixtureBlock[], await page(EVERY_BLOCK_SLUGS.unsupported));
    const [report] = outcome.result.unshown ?? [];
    expect(outcome.result.unshown).toHaveLength(1);
    expect(report?.slug).toBe(EVERY_BLOCK_SLUGS.unsupported);
    expect(report?.file).toBe(`Notion page https://www.notion.so/${EVERY_BLOCK_IDS.unsupported.replace(/-/g, '')}`);
    expect(report?.blocks.map((b) => b.type)).toEqual([
      'child_database',
      'child_page',
      'breadcrumb',
      'unsupported',
      'synced_block',
      'ai_summary',
      // a link to a page that is not a published post
      'link_to_page',
    ]);
    expect(report?.blocks.reduce((n, b) => n + b.words, 0)).toBe(row.lost);
    expect(row.lost).toBe(17);
    expect(outcome.result.message).toMatch(/; 1 post holds content the site cannot show \(17 words: see the warnings\)$/);
    expect(JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')).unshown).toEqual(outcome.result.unshown);
  });

  it('fails the export under --strict, writing nothing', async () => {
    const strictOut = path.join(root, 'strict');
    const err = await exportSite(options(strictOut, true)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GenerationError);
    expect((err as GenerationError).message).toBe(
      `Failed to generate static site: 1 blog post holds content the site cannot show (--strict): ${EVERY_BLOCK_SLUGS.unsupported}`,
    );
    expect((err as GenerationError).result.stats.errors).toHaveLength(7);
    expect(existsSync(strictOut)).toBe(false);
  });

  it('gives pages the Nu HTML Checker finds no error in (MathML, details, tables, link cards)', async () => {
    const files = Object.values(EVERY_BLOCK_SLUGS).map((slug) => path.join(out, 'blog', slug, 'index.html'));
    const errors = (await checkHtml(files)).filter((m) => m.type !== 'info');
    expect(errors).toEqual([]);
  }, 120_000);
});
