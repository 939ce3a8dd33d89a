import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DataVersions, depKey, recordingContext } from '../../../cli/export/pageDeps';
import { type PageRenderInput, renderToFile, type ServerModule } from '../../../cli/export/pageOutput';
import { completeOutcome, type ReusablePage } from '../../../cli/export/reuse';
import type { RouteDataContext } from '../../../src/shared/routeTypes';

const versions = (posts: Record<string, string>, list = 'list-1'): DataVersions => ({ base: 'base-1', list, posts });

const ctx: RouteDataContext = {
  blog: {
    listPosts: async () => [],
    getPost: async (slug) => (slug === 'hello' ? ({ slug, title: 'Hello' } as never) : null),
    problems: async () => [],
  },
};

describe('dependency keys', () => {
  it('change with what the page read, and only with that', () => {
    const names = ['post:hello'];
    const key = depKey(versions({ hello: 'a.json', other: 'b.json' }), '/blog/hello', false, names);
    expect(depKey(versions({ hello: 'a.json', other: 'c.json' }), '/blog/hello', false, names)).toBe(key);
    expect(depKey(versions({ hello: 'a.json', other: 'b.json' }, 'list-2'), '/blog/hello', false, names)).toBe(key);
    expect(depKey(versions({ hello: 'd.json', other: 'b.json' }), '/blog/hello', false, names)).not.toBe(key);
    expect(depKey(versions({ other: 'b.json' }), '/blog/hello', false, names)).not.toBe(key);
    expect(depKey({ ...versions({ hello: 'a.json' }), base: 'base-2' }, '/blog/hello', false, names)).not.toBe(key);
    expect(depKey(versions({ hello: 'a.json' }), '/blog', false, ['list'])).not.toBe(
      depKey(versions({ hello: 'a.json' }, 'list-2'), '/blog', false, ['list']),
    );
    // a missing post named like an Object property is missing like any other (not Object's constructor)
    const withoutPrototype = { ...versions({}), posts: Object.create(null) as Record<string, string> };
    expect(depKey(versions({}), '/blog/constructor', false, ['post:constructor'])).toBe(
      depKey(withoutPrototype, '/blog/constructor', false, ['post:constructor']),
    );
    expect(() => depKey(versions({}), '/', false, ['clock'])).toThrow(/unknown page dependency clock/);
  });

  it('are recorded from what a route reads through the data context', async () => {
    const recording = recordingContext(ctx);
    await recording.ctx.blog.getPost('hello');
    await recording.ctx.blog.listPosts();
    expect([...recording.read].sort()).toEqual(['list', 'post:hello']);
  });
});

describe('renderToFile with dependency keys', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-deps-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** a server whose page shows one post: its data is what it read */
  const server = () => {
    const preparePage = vi.fn(async ({ url, ctx: c }: { url: string; ctx: RouteDataContext }) => {
      const post = await c.blog.getPost(url.split('/').pop()!);
      return { data: { post }, render: async () => ({ html: `<!DOCTYPE html><p>${JSON.stringify(post)}</p>`, status: 200, page: 'x' }) };
    });
    return { preparePage } as unknown as ServerModule & { preparePage: typeof preparePage };
  };
  const input = (outDir: string, v: DataVersions, reuse?: Record<string, ReusablePage>): PageRenderInput => ({
    outDir,
    config: {} as never,
    pageAssets: {},
    ctx,
    buildKey: 'build-1',
    versions: v,
    reuse: reuse ? { dir: path.join(dir, 'first'), pages: reuse } : null,
  });

  it('reuses a page without loading its data while what it read is unchanged, and loads it when that changed', async () => {
    const job = { path: '/blog/hello', notFound: false };
    const first = server();
    const outcome = completeOutcome(await renderToFile(first, job, input(path.join(dir, 'first'), versions({ hello: 'a.json' }))), null);
    expect(first.preparePage).toHaveBeenCalledTimes(1);
    expect(outcome.deps?.names).toEqual(['post:hello']);
    const memo = { [job.path]: { ...outcome, key: outcome.key! } };

    const second = server();
    const kept = await renderToFile(second, job, input(path.join(dir, 'second'), versions({ hello: 'a.json', other: 'b.json' }), memo));
    expect(second.preparePage).not.toHaveBeenCalled();
    expect(kept.reused).toBe(true);
    expect(await readFile(path.join(dir, 'second', outcome.file), 'utf8')).toContain('Hello');

    // the post's body file changed: the data is loaded again (and, being equal, the page is still reused)
    const third = server();
    const again = await renderToFile(third, job, input(path.join(dir, 'third'), versions({ hello: 'e.json' }), memo));
    expect(third.preparePage).toHaveBeenCalledTimes(1);
    expect(again.reused).toBe(true);
    expect(again.deps?.key).not.toBe(outcome.deps?.key);
  });
});
