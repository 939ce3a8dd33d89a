import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const blogDir = fileURLToPath(new URL('../../../src/content/blog/', import.meta.url));
const publicDir = fileURLToPath(new URL('../../../public/', import.meta.url));

const REQUIRED_SLUGS = ['future-authentication-passwordless', 'reducing-helpdesk-load'] as const;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface BlogFile {
  file: string;
  name: string;
  data: Record<string, unknown>;
  body: string;
}

function splitFrontMatter(source: string): { yaml: string; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return null;
  return { yaml: match[1] ?? '', body: match[2] ?? '' };
}

function loadBlogFiles(): BlogFile[] {
  return readdirSync(blogDir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const source = readFileSync(join(blogDir, file), 'utf8');
      const parts = splitFrontMatter(source);
      if (!parts) throw new Error(`${file}: missing YAML front matter`);
      const data: unknown = parse(parts.yaml);
      if (data === null || typeof data !== 'object' || Array.isArray(data)) {
        throw new Error(`${file}: front matter is not a mapping`);
      }
      return { file, name: file.replace(/\.md$/, ''), data: data as Record<string, unknown>, body: parts.body };
    });
}

const posts = loadBlogFiles();

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim().length > 0);
}

describe('blog markdown files', () => {
  it('finds blog posts to check', () => {
    expect(posts.length).toBeGreaterThanOrEqual(3);
  });

  describe.each(posts.map((post) => [post.file, post] as const))('%s', (_file, post) => {
    const { data } = post;

    it('has the required front matter keys with the right types', () => {
      for (const key of ['title', 'slug', 'metaDescription', 'description', 'publishDate'] as const) {
        expect(typeof data[key], `${key} is a string`).toBe('string');
        expect((data[key] as string).trim().length, `${key} is not empty`).toBeGreaterThan(0);
      }
      expect(typeof data.featuredImage, 'featuredImage is a string').toBe('string');
      expect(typeof data.published, 'published is a boolean').toBe('boolean');
      expect(isStringArray(data.seoKeywords), 'seoKeywords is a list of strings').toBe(true);
      expect((data.seoKeywords as string[]).length).toBeGreaterThan(0);
      expect(isStringArray(data.tags), 'tags is a list of strings').toBe(true);
      expect((data.tags as string[]).length).toBeGreaterThanOrEqual(1);
      expect((data.tags as string[]).length).toBeLessThanOrEqual(4);
      if ('author' in data) {
        expect(typeof data.author, 'author, when present, is a string').toBe('string');
        expect((data.author as string).trim().length).toBeGreaterThan(0);
      }
    });

    it('keeps the meta description under 160 characters', () => {
      expect((data.metaDescription as string).length).toBeLessThan(160);
    });

    it('uses a slug equal to the file name', () => {
      expect(data.slug).toBe(post.name);
      expect(post.name).toMatch(SLUG_PATTERN);
    });

    it('has a publish date that parses as a real ISO calendar date', () => {
      const date = data.publishDate as string;
      expect(date).toMatch(ISO_DATE);
      const parsed = new Date(`${date}T00:00:00Z`);
      expect(Number.isNaN(parsed.getTime())).toBe(false);
      expect(parsed.toISOString().slice(0, 10)).toBe(date);
    });

    it('has a non-empty markdown body without HTML or tables', () => {
      expect(post.body.trim().length).toBeGreaterThan(0);
      const outsideCode = post.body.replace(/^```[\s\S]*?^```/gm, '');
      expect(outsideCode).not.toMatch(/^\s*<[a-zA-Z!/]/m);
      expect(outsideCode).not.toMatch(/^\s*\|.*\|\s*$/m);
    });

    it('only references local images that exist under public/', () => {
      for (const match of post.body.matchAll(/!\[[^\]]*\]\((\/[^\s)]+)/g)) {
        const src = match[1] ?? '';
        expect(existsSync(join(publicDir, src)), `${src} exists`).toBe(true);
      }
    });
  });

  it('has unique slugs', () => {
    const slugs = posts.map((post) => post.data.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('includes the required posts, published', () => {
    for (const slug of REQUIRED_SLUGS) {
      const post = posts.find((p) => p.data.slug === slug);
      expect(post, `${slug} exists`).toBeDefined();
      expect(post?.data.published, `${slug} is published`).toBe(true);
    }
  });

  it('has exactly one unpublished post', () => {
    const unpublished = posts.filter((post) => post.data.published === false);
    expect(unpublished).toHaveLength(1);
  });
});
