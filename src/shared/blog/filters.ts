import type { BlogPostSummary } from './types';

/** the blog list's client-side filters: free text and one tag ('All' or empty means any tag) */
export interface BlogFilter {
  search: string;
  tag: string;
}

export const ALL_TAGS = 'All';

/** the distinct tags of the posts, sorted (case-insensitively, in US English order) */
export function distinctTags(posts: Pick<BlogPostSummary, 'tags'>[]): string[] {
  const tags = new Set<string>();
  for (const post of posts) for (const tag of post.tags) if (tag.trim()) tags.add(tag.trim());
  return [...tags].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' }) || a.localeCompare(b, 'en-US'));
}

/** the tag buttons: 'All' first, then the sorted distinct tags */
export function tagOptions(posts: Pick<BlogPostSummary, 'tags'>[]): string[] {
  return [ALL_TAGS, ...distinctTags(posts)];
}

/** true when the search text or a tag narrows the list */
export function isFilterActive(filter: BlogFilter): boolean {
  return filter.search.trim() !== '' || (filter.tag !== '' && filter.tag !== ALL_TAGS);
}

/** posts whose title, meta description or a tag contains the search text (case-insensitive), within the chosen tag */
export function filterPosts<T extends Pick<BlogPostSummary, 'title' | 'metaDescription' | 'tags'>>(posts: T[], filter: BlogFilter): T[] {
  const needle = filter.search.trim().toLocaleLowerCase('en-US');
  const tag = filter.tag === ALL_TAGS ? '' : filter.tag;
  return posts.filter((post) => {
    if (tag && !post.tags.includes(tag)) return false;
    if (!needle) return true;
    const haystacks = [post.title, post.metaDescription, ...post.tags];
    return haystacks.some((h) => h.toLocaleLowerCase('en-US').includes(needle));
  });
}
