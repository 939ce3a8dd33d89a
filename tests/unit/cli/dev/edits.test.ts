import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DevState } from '../../../../cli/dev/devState';
import { createEditApplier, type EditParts } from '../../../../cli/dev/edits';
import type { DevError } from '../../../../cli/dev/errors';
import { createOverlay } from '../../../../cli/dev/overlay';
import { createDevPages } from '../../../../cli/dev/pages';
import type { DevPosts } from '../../../../cli/dev/posts';
import { createShownGate } from '../../../../cli/dev/shownGate';
import { projectRoot } from '../../../../core/exportPaths';

const srcDir = path.join(projectRoot, 'src');
const postsDir = '/elsewhere/posts';

/** an applier over one open page, '/', whose text is what the posts say; the builds answer as told */
function applierWith(opts: { serverErrors?: DevError[] } = {}) {
  let text = 'first';
  const sent: Array<[string, unknown]> = [];
  const logged: string[] = [];
  const asked: string[] = [];
  const posts = {
    dir: postsDir,
    errors: () => [],
    refresh: async () => {
      text = 'second';
      return { listed: false, bodies: { a: 'body' }, snapshot: {} };
    },
  } as unknown as DevPosts;
  const state = { config: { ADMIN_ENABLED: true }, posts, built: true, applied: 0, edits: 1, closed: false } as unknown as DevState;
  const live = { pages: () => ['/'], send: (event: string, data: unknown) => sent.push([event, data]) };
  const overlay = createOverlay({
    live,
    postErrors: () => [],
    log: (l) => logged.push(l),
    printError: (t) => logged.push(t),
    hide: (t) => t,
  });
  const renderer = {
    pages: async () => [{ path: '/', notFound: false, serverOnly: false }],
    render: async () => ({ html: `<html><head></head><body><p>${text}</p></body></html>`, status: 200 }),
  };
  const pages = createDevPages({ state, renderer, overlay, served: () => {} });
  const parts: EditParts = {
    state,
    overlay,
    pages,
    live,
    shownGate: createShownGate(10),
    bundles: {
      stopped: () => false,
      next: () => 7,
      build: async () => {
        asked.push('bundle');
      },
    } as unknown as EditParts['bundles'],
    builds: {
      server: async () => (opts.serverErrors ? { ok: false, errors: opts.serverErrors } : { ok: true, value: {} as never }),
      css: async () => ({ ok: true, value: '/assets/app.css' }),
    },
    renderer: {
      setData: async (data) => {
        asked.push(`data ${Object.keys(data).join()}`);
      },
    },
    dirs: () => ({ srcDir, publicDir: path.join(projectRoot, 'public'), postsDir }),
    log: (line) => logged.push(line),
    env: {},
    loadServer: async () => {
      asked.push('load');
      return true;
    },
    applyAssets: async (pending) => {
      asked.push(`assets ${pending}`);
    },
    atRestSoon: () => asked.push('at rest soon'),
    makePosts: () => posts,
    postsMoved: () => asked.push('posts moved'),
  };
  return { applier: createEditApplier(parts), state, pages, sent, logged, asked };
}

describe('createEditApplier', () => {
  it("updates an open page in place after a post's text changed, and says so in one line", async () => {
    const { applier, state, pages, sent, logged, asked } = applierWith();
    await pages.serve({ method: 'GET' } as never, { setHeader() {}, writeHead() {}, end() {} } as never, '/');
    await applier.apply([path.join(postsDir, 'a.md')], performance.now());
    expect(state.applied).toBe(1);
    expect(asked).toEqual(['data postBodies', 'at rest soon']);
    expect(sent.map(([event]) => event)).toEqual(['errors', 'update']);
    expect(sent[1]![1]).toMatchObject({ edit: 1, html: expect.stringContaining('<p>second</p>') });
    expect(logged).toEqual([
      expect.stringMatching(
        /^↻ \/elsewhere\/posts\/a\.md: updated 1 in place \(\d+ ms: (queued \d+, )?posts \d+, data \d+, diff \d+, list \d+, render \d+\)$/,
      ),
    ]);
  });

  it('applies nothing when the code does not build: the errors go to the page and the terminal', async () => {
    const error: DevError = { kind: 'compile', message: 'Expected ";"', file: 'src/x.tsx', line: 2, column: 4 };
    const { applier, state, sent, logged, asked } = applierWith({ serverErrors: [error] });
    await applier.apply([path.join(srcDir, 'x.tsx')], performance.now());
    expect(state.applied).toBe(0);
    expect(asked).toEqual([]);
    expect(sent).toEqual([['errors', [error]]]);
    expect(logged).toEqual([
      '✗ Build failed: src/x.tsx:2:4: Expected ";"',
      expect.stringMatching(/^✗ src\/x\.tsx: not applied \(\d+ ms\)$/),
    ]);
  });

  it('names the pending bundle in the pages of a code edit, then asks for it', async () => {
    const { applier, asked } = applierWith();
    await applier.apply([path.join(srcDir, 'x.tsx')], performance.now());
    expect(asked).toEqual(['load', 'assets 7', 'bundle']);
  });

  it('says a restart applies an edit to the code site dev runs, and applies nothing', async () => {
    const { applier, state, logged, asked } = applierWith();
    await applier.apply([path.join(projectRoot, 'cli/dev/pages.ts')], performance.now());
    expect(state.applied).toBe(0);
    expect(asked).toEqual([]);
    expect(logged).toEqual(['! cli/dev/pages.ts changed: restart `site dev` to apply it (it runs the server and the render thread)']);
  });
});
