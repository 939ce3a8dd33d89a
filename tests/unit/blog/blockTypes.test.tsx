import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { markdownToBlocks } from '../../../core/blog/markdown/toBlocks';
import { linkPageMentions, mapBlocks, type NotionBlock } from '../../../core/blog/notion/mapping';
import { ConfigProvider } from '../../../src/lib/config';
import { BlockRenderer } from '../../../src/pages/blog/BlockRenderer';
import type { BlogBlock } from '../../../src/shared/blog/types';
import { TEN_TYPES_MARKDOWN } from '../../fixtures/blog/tenTypes';
import { EVERY_BLOCK_IDS, everyBlockBlocks, type FixtureBlock } from '../../fixtures/notion/everyBlock';
import { fidelity } from '../../fixtures/notion/fidelity';

const render = (blocks: BlogBlock[], overviewVideoId?: string) =>
  renderToStaticMarkup(
    <ConfigProvider value={{ siteUrl: 'https://bloksecure.com', overviewVideoId }}>
      <StaticRouter location="/blog/x">
        <BlockRenderer blocks={blocks} />
      </StaticRouter>
    </ConfigProvider>,
  );

const tree = everyBlockBlocks((name) => `/images/notion/${name}`);
const everyBlock = () =>
  linkPageMentions(mapBlocks(tree[EVERY_BLOCK_IDS.everyBlock] as unknown as NotionBlock[]), (id) =>
    id === EVERY_BLOCK_IDS.glossary ? { slug: 'passkeys-glossary', title: 'Passkeys Glossary' } : undefined,
  );

describe('the block renderer, every block type', () => {
  it('renders the ten original types to the bytes the original renderer made', () => {
    const golden = readFileSync(path.join(__dirname, '../../fixtures/blog/tenTypes.golden.txt'), 'utf8');
    expect(`${render(markdownToBlocks(TEN_TYPES_MARKDOWN, 'p-'))}\n`).toBe(golden);
  });

  it('shows every word of the every-block page (equations as MathML)', () => {
    const html = render(everyBlock());
    const row = fidelity(tree[EVERY_BLOCK_IDS.everyBlock] as FixtureBlock[], html);
    expect(row.missing).toEqual([]);
    expect(row.words).toBeGreaterThan(250);
    // one display equation and one inline, as MathML: no script, no style attribute
    expect(html.match(/<math[ >]/g)).toHaveLength(2);
    expect(html).not.toMatch(/<script|style="/);
  });

  it('nests lists, renders tables with header row and column, to-dos, callouts and toggles', () => {
    const html = render(everyBlock());
    expect(html).toMatch(
      /<ul class="[^"]*list-disc[^"]*"><li class="pl-1 whitespace-pre-line">Enrol the help desk first<div[^>]*><ul class="[^"]*"><li[^>]*>Train two agents per shift<div[^>]*><ul[^>]*><li[^>]*>Record the training session<\/li><\/ul><\/div><\/li>/,
    );
    expect(html).toMatch(
      /<ol[^>]*><li[^>]*>Pick a pilot group<div[^>]*><ol[^>]*><li[^>]*>Measure their sign-in time<\/li><\/ol><\/div><\/li>/,
    );
    expect(html).toMatch(/<thead[^>]*><tr><th scope="col"[^>]*>Method<\/th>/);
    expect(html).toMatch(/<tr[^>]*><th scope="row"[^>]*>Passkey<\/th><td[^>]*><strong[^>]*>Yes<\/strong><\/td>/);
    expect(html).toMatch(
      /<div class="[^"]*overflow-x-auto[^"]*" tabindex="0" role="region" aria-label="Table: Method, Phishing resistant, Setup time">/,
    );
    expect(html).toMatch(/<span class="sr-only">Done: <\/span>Turn on passkeys in the admin console/);
    expect(html).toMatch(/<span class="sr-only">To do: <\/span>Retire SMS codes/);
    expect(html).toMatch(/<div role="note"[^>]*><span aria-hidden="true"[^>]*><span[^>]*>💡<\/span><\/span>/);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Why not SMS codes\?<\/summary>/);
    // a toggle heading keeps its place in the outline, inside the summary
    expect(html).toMatch(/<summary[^>]*><h4 id="section-frequently-asked-questions"[^>]*>Frequently asked questions<\/h4><\/summary>/);
  });

  it('renders rich text annotations, colours as classes, and mentions', () => {
    const html = render(everyBlock());
    expect(html).toContain('<s>struck through</s>');
    expect(html).toContain('<u class="underline-offset-4">underlined</u>');
    expect(html).toContain('<span class="text-red-300">red</span>');
    expect(html).toMatch(/<span class="[^"]*bg-sky-400\/20[^"]*">highlighted in blue<\/span>/);
    expect(html).toContain('<a href="/blog/passkeys-glossary" data-discover="true">Passkeys Glossary</a>');
    // a mention of a page that is not a published post: its text, no link (never notion.so)
    expect(html).toContain(', a draft called Unfinished Thoughts, the date 2025-06-01, the writer @Ada Notion and ');
    expect(html).not.toContain('notion.so/');
    expect(html).toContain('<a href="https://webauthn.guide/" rel="noopener noreferrer">WebAuthn Guide</a>');
  });

  it('shows bookmarks, files and other embeds as link cards, and YouTube as a link unless the site allows its frame', () => {
    const html = render(everyBlock());
    expect(html).toMatch(
      /<a href="https:\/\/fidoalliance.org\/passkeys\/" rel="noopener noreferrer" class="[^"]*">.*?The FIDO Alliance on passkeys/,
    );
    expect(html).toMatch(/<a href="https:\/\/www.figma.com\/file\/abc123\/Rollout-board"[^>]*>.*?The rollout board/);
    expect(html).toMatch(/<a href="\/images\/notion\/rollout-plan.xlsx"[^>]*>.*?The rollout plan.*?File · rollout-plan.xlsx/);
    expect(html).toMatch(/<a href="https:\/\/example.com\/passkeys-whitepaper.pdf"[^>]*>.*?The whitepaper.*?PDF · passkeys-whitepaper.pdf/);
    // no frame is in the page until a visitor presses play, and none at all where the policy forbids it
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/<a href="https:\/\/www.youtube.com\/watch\?v=dQw4w9WgXcQ"[^>]*>.*?The rollout walkthrough/);
    const allowed = render(everyBlock(), 'overview-id');
    expect(allowed.match(/aria-label="Play video: [^"]*\(loads the YouTube player\)"/g)).toEqual([
      'aria-label="Play video: The rollout walkthrough (loads the YouTube player)"',
      'aria-label="Play video: Setting up a security key (loads the YouTube player)"',
    ]);
    expect(allowed).not.toContain('<iframe');
  });

  it('lays out columns side by side on wide screens, and lists the headings in a table of contents', () => {
    const html = render(everyBlock());
    expect(html).toMatch(/<div class="my-6 grid gap-x-8 md:auto-cols-fr md:grid-flow-col"><div class="min-w-0[^"]*"><h4[^>]*>Before<\/h4>/);
    expect(html).toMatch(/<nav aria-label="Table of contents"[^>]*>.*<a href="#section-lists-nested">Lists, nested<\/a>/);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toContain('section-lists-nested');
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, target] of html.matchAll(/href="#([^"]+)"/g)) expect(ids).toContain(target);
  });

  it('renders markdown footnotes with links both ways', () => {
    const html = render(markdownToBlocks('Passkeys[^1] again[^1].\n\n[^1]: Origin bound.'));
    expect(html).toContain('<sup><a id="fnref-1" href="#fn-1" aria-label="Footnote 1" class="no-underline!">1</a></sup>');
    expect(html).toContain('<sup><a id="fnref-1-2" href="#fn-1"');
    expect(html).toMatch(
      /<section aria-label="Footnotes"[^>]*><ol[^>]*><li id="fn-1"[^>]*><p[^>]*>Origin bound.<\/p> <a href="#fnref-1" aria-label="Back to the text"/,
    );
  });
});
