import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { samplePosts } from '../../../src/content/samplePosts';

const blogDir = path.resolve(import.meta.dirname, '../../../src/content/blog');

async function frontMatter(slug: string): Promise<Record<string, unknown>> {
  const text = await readFile(path.join(blogDir, `${slug}.md`), 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!match?.[1]) throw new Error(`${slug}.md has no front matter`);
  return parse(match[1]) as Record<string, unknown>;
}

describe('home page sample posts', () => {
  it('are three distinct posts, newest first', () => {
    expect(samplePosts).toHaveLength(3);
    expect(new Set(samplePosts.map((p) => p.slug)).size).toBe(3);
    const dates = samplePosts.map((p) => p.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('include the two articles the spec names on the home page', () => {
    expect(samplePosts.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['future-authentication-passwordless', 'reducing-helpdesk-load']),
    );
  });

  it('mirror published markdown posts, so every teaser links to a real article', async () => {
    for (const post of samplePosts) {
      const fm = await frontMatter(post.slug);
      expect(fm.published, post.slug).toBe(true);
      expect(post).toMatchObject({
        slug: fm.slug,
        title: fm.title,
        description: fm.description,
        publishDate: fm.publishDate,
        author: fm.author,
        tags: fm.tags,
      });
    }
  });
});
