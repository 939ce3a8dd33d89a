import { describe, expect, it } from 'vitest';
import { samplePosts } from '../../../../src/content/samplePosts';
import { pickLatestPosts } from '../../../../src/pages/home/latestPosts';
import { formatPostDate } from '../../../../src/shared/blog/dates';
import type { BlogPostSummary } from '../../../../src/shared/blog/types';

const apiPost = (n: number): BlogPostSummary => ({
  id: `id-${n}`,
  slug: `post-${n}`,
  title: `Post ${n}`,
  metaDescription: '',
  description: `About ${n}`,
  seoKeywords: [],
  tags: ['MFA'],
  author: 'Maya Okafor',
  publishDate: `2025-0${n}-01`,
  date: `2025-0${n}-01`,
  featuredImage: '',
  image: '',
});

describe('pickLatestPosts', () => {
  it('shows the first three posts of the blog list answer, in its order', () => {
    const list = [1, 2, 3, 4, 5].map(apiPost);
    const picked = pickLatestPosts({ posts: list }, false, 3);
    expect(picked.source).toBe('api');
    expect(picked.posts).toEqual(list.slice(0, 3));
  });

  it('falls back to the sample posts while loading, when the list is empty and when it could not be read', () => {
    const cases: Array<[Parameters<typeof pickLatestPosts>[0], boolean]> = [
      [{ posts: [] }, false],
      [undefined, false],
      [{ posts: [apiPost(1)] }, true],
    ];
    for (const [answer, failed] of cases) {
      const picked = pickLatestPosts(answer, failed, 3);
      expect(picked.source).toBe('sample');
      expect(picked.posts).toEqual(samplePosts.slice(0, 3));
    }
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
