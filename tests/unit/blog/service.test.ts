import { describe, expect, it } from 'vitest';
import { createBlogService } from '../../../core/blog/service';
import { type BlogLoadResult, type BlogSource, finishPost } from '../../../core/blog/source';

const post = (slug: string, publishDate: string) =>
  finishPost({
    id: slug,
    slug,
    title: slug.toUpperCase(),
    publishDate,
    content: [{ id: 'b1', type: 'paragraph', paragraph: { rich_text: [] } }],
  });

function countingSource(results: Array<BlogLoadResult | Error>): BlogSource & { calls: number } {
  const s = {
    kind: 'markdown' as const,
    calls: 0,
    async load() {
      const r = results[Math.min(s.calls, results.length - 1)]!;
      s.calls++;
      if (r instanceof Error) throw r;
      return r;
    },
  };
  return s;
}

describe('createBlogService', () => {
  const first: BlogLoadResult = {
    posts: [post('b', '2025-02-01'), post('a', '2025-01-01')],
    problems: [{ file: 'x.md', reason: 'title is required' }],
  };

  it('lists summaries without bodies, finds posts by slug, and reports problems as "file: reason"', async () => {
    const blog = createBlogService(countingSource([first]));
    const list = await blog.listPosts();
    expect(list.map((p) => p.slug)).toEqual(['b', 'a']);
    expect(list[0]).not.toHaveProperty('content');
    expect((await blog.getPost('a'))?.content).toHaveLength(1);
    expect(await blog.getPost('missing')).toBeNull();
    expect(await blog.problems()).toEqual(['x.md: title is required']);
  });

  it('loads once by default (an export), and shares one load between concurrent callers', async () => {
    const source = countingSource([first]);
    const blog = createBlogService(source);
    await Promise.all([blog.listPosts(), blog.getPost('a'), blog.problems()]);
    await blog.listPosts();
    expect(source.calls).toBe(1);
  });

  it('after the TTL, answers at once with the posts it has and refreshes in the background; a failed refresh keeps them', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const source = countingSource([first, new Error('Notion is down'), { posts: [post('c', '2025-03-01')], problems: [] }]);
    const blog = createBlogService(source, { ttlMs: 1000, now: () => now, onStaleError: (e) => errors.push(e) });
    expect((await blog.listPosts()).map((p) => p.slug)).toEqual(['b', 'a']);
    now = 1500;
    // stale: the caller gets the last posts without waiting; the refresh fails in the background
    expect((await blog.listPosts()).map((p) => p.slug)).toEqual(['b', 'a']);
    await Promise.resolve();
    expect(source.calls).toBe(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
    now = 3000;
    expect((await blog.listPosts()).map((p) => p.slug)).toEqual(['b', 'a']);
    await new Promise((r) => setTimeout(r, 0));
    expect((await blog.listPosts()).map((p) => p.slug)).toEqual(['c']);
    expect(source.calls).toBe(3);
  });

  it('never makes a caller wait for a refresh: a slow refresh runs while requests are answered', async () => {
    let now = 0;
    let release: (r: BlogLoadResult) => void = () => {};
    let calls = 0;
    const source: BlogSource = {
      kind: 'notion',
      load: () => {
        calls++;
        return calls === 1 ? Promise.resolve(first) : new Promise<BlogLoadResult>((r) => (release = r));
      },
    };
    const blog = createBlogService(source, { ttlMs: 1000, now: () => now });
    await blog.listPosts();
    now = 5000;
    for (let i = 0; i < 5; i++) expect(await blog.getPost('a')).not.toBeNull();
    // one refresh, still running
    expect(calls).toBe(2);
    release({ posts: [post('d', '2025-04-01')], problems: [] });
    await new Promise((r) => setTimeout(r, 0));
    expect((await blog.listPosts()).map((p) => p.slug)).toEqual(['d']);
  });

  it('with startFromKept, starts from the kept posts without waiting for the source, then refreshes', async () => {
    let release: (r: BlogLoadResult) => void = () => {};
    const source: BlogSource = {
      kind: 'notion',
      loadKept: async () => first,
      load: () => new Promise<BlogLoadResult>((r) => (release = r)),
    };
    const blog = createBlogService(source, { ttlMs: 60_000, startFromKept: true });
    expect((await blog.listPosts()).map((p) => p.slug)).toEqual(['b', 'a']);
    release({ posts: [post('e', '2025-05-01')], problems: [] });
    await new Promise((r) => setTimeout(r, 0));
    expect((await blog.listPosts()).map((p) => p.slug)).toEqual(['e']);
    // an export never starts from kept posts: it reads the source
    const exported = createBlogService({ ...source, load: async () => ({ posts: [post('f', '2025-06-01')], problems: [] }) });
    expect((await exported.listPosts()).map((p) => p.slug)).toEqual(['f']);
  });

  it('takes posts read elsewhere (a webhook) as the current ones', async () => {
    const blog = createBlogService(countingSource([first]), { ttlMs: 60_000 });
    await blog.listPosts();
    blog.replace?.({ posts: [post('g', '2025-07-01')], problems: [] });
    expect((await blog.listPosts()).map((p) => p.slug)).toEqual(['g']);
  });

  it('fails when the very first load fails (nothing to fall back to)', async () => {
    const blog = createBlogService(countingSource([new Error('no folder')]));
    await expect(blog.listPosts()).rejects.toThrow('no folder');
  });
});
