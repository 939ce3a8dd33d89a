import { describe, expect, it } from 'vitest';
import { samplePosts } from '../../../../src/content/samplePosts';
import { pickLatestPosts } from '../../../../src/pages/home/useLatestPosts';
import { formatPostDate } from '../../../../src/shared/blog/dates';

const apiPost = (n: number) => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  description: `About ${n}`,
  publishDate: `2025-0${n}-01`,
  author: 'Maya Okafor',
  featuredImage: '',
  tags: ['MFA'],
});

describe('pickLatestPosts', () => {
  it('shows the first three posts of the list answer, in its order', () => {
    const picked = pickLatestPosts({ posts: [1, 2, 3, 4, 5].map(apiPost) }, false, 3);
    expect(picked.source).toBe('api');
    expect(picked.posts.map((p) => p.slug)).toEqual(['post-1', 'post-2', 'post-3']);
  });

  it('falls back to the sample posts when the list is empty, missing or the request failed', () => {
    const cases: Array<[Parameters<typeof pickLatestPosts>[0], boolean]> = [
      [{ posts: [] }, false],
      [undefined, false],
      [null, false],
      [{ posts: [apiPost(1)] }, true],
    ];
    for (const [answer, failed] of cases) {
      const picked = pickLatestPosts(answer, failed, 3);
      expect(picked.source).toBe('sample');
      expect(picked.posts).toEqual(samplePosts.slice(0, 3));
    }
  });

  it('reads the older field names and fills the default author', () => {
    const [post] = pickLatestPosts(
      { posts: [{ slug: 's', title: 'T', metaDescription: 'M', date: '2025-02-18', image: '/i.svg' }] },
      false,
      3,
    ).posts;
    expect(post).toEqual({
      slug: 's',
      title: 'T',
      description: 'M',
      publishDate: '2025-02-18',
      author: 'BlokSecure Team',
      featuredImage: '/i.svg',
      tags: [],
    });
  });

  it('skips entries without a slug or title', () => {
    const picked = pickLatestPosts({ posts: [{ title: 'no slug' }, apiPost(2)] }, false, 3);
    expect(picked.posts.map((p) => p.slug)).toEqual(['post-2']);
  });
});

describe('formatPostDate', () => {
  it('formats as "MMMM d, yyyy" in US English, and an unparseable date as empty', () => {
    expect(formatPostDate('2025-03-11')).toBe('March 11, 2025');
    expect(formatPostDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatPostDate('not a date')).toBe('');
    expect(formatPostDate('')).toBe('');
  });
});
