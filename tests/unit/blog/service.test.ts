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

  it('reloads after the TTL, and keeps serving the last posts when a reload fails', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const source = countingSource([first, new Error('Notion is down'), { posts: [post('c', '2025-03-01')], problems: [] }]);
    const blog = createBlogService(source, { ttlMs: 1000, now: () => now, onStaleError: (e) => errors.push(e) });
    expect((await blog.listPosts()).map((p) => p.slug)).toEqual(['b', 'a']);
    now = 1500;
    expect((await blog.listPosts()).map((p) => p.slug)).toEqual(['b', 'a']);
    expect(errors).toHaveLength(1);
    now = 3000;
    expect((await blog.listPosts()).map((p) => p.slug)).toEqual(['c']);
    expect(source.calls).toBe(3);
  });

  it('fails when the very first load fails (nothing to fall back to)', async () => {
    const blog = createBlogService(countingSource([new Error('no folder')]));
    await expect(blog.listPosts()).rejects.toThrow('no folder');
  });
});
