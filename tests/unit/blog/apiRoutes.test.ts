import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../../api/app';
import { registerBlogRoutes } from '../../../api/routes/blog';
import { createBlogService } from '../../../core/blog/service';
import { finishPost } from '../../../core/blog/source';
import { loadConfig } from '../../../core/config';
import { blogListResponseSchema, blogPostSchema } from '../../../src/shared/blog/schema';

describe('blog API on the shipped posts', () => {
  const app = createApiApp({ config: loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'blog-api-unused') }) });

  it('GET /api/blog/posts answers {posts} newest first, without bodies, never the draft', async () => {
    const res = await app.request('/api/blog/posts');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = blogListResponseSchema.parse(await res.json());
    expect(body.posts).toHaveLength(8);
    const dates = body.posts.map((p) => p.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.posts.map((p) => p.slug)).not.toContain('draft-roadmap-2026');
    expect(body.posts[0]).not.toHaveProperty('content');
  });

  it('GET /api/blog/posts/{slug} answers the whole post', async () => {
    const res = await app.request('/api/blog/posts/fido2-webauthn-explained');
    expect(res.status).toBe(200);
    const post = blogPostSchema.parse(await res.json());
    expect(post.title).toMatch(/^Phishing-Resistant MFA Explained/);
    expect(post.content.length).toBeGreaterThan(20);
  });

  it('answers 404 with a JSON error for an unknown or unpublished slug', async () => {
    for (const slug of ['no-such-post', 'draft-roadmap-2026']) {
      const res = await app.request(`/api/blog/posts/${slug}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Blog post not found' });
    }
  });

  it('answers the .json paths (the export snapshots) the same way', async () => {
    const [a, b] = await Promise.all([app.request('/api/blog/posts'), app.request('/api/blog/posts.json')]);
    expect(await b.json()).toEqual(await a.json());
    const post = await app.request('/api/blog/posts/reducing-helpdesk-load.json');
    expect(((await post.json()) as { slug: string }).slug).toBe('reducing-helpdesk-load');
  });
});

describe('blog API edge cases', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'blog-api-'));
    await writeFile(path.join(dir, `${'a'.repeat(20)}.png`), Buffer.from('png'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('answers 503 with a JSON error when the source fails', async () => {
    const app = new Hono();
    registerBlogRoutes(app, createBlogService({ kind: 'notion', load: async () => Promise.reject(new Error('token revoked')) }));
    const list = await app.request('/api/blog/posts');
    expect(list.status).toBe(503);
    expect(await list.json()).toEqual({ error: 'Blog posts are unavailable right now. Please try again later.' });
    expect((await app.request('/api/blog/posts/x')).status).toBe(503);
  });

  it('serves copied Notion images by their hashed name only', async () => {
    const post = finishPost({ id: 'p', slug: 'p', title: 'P', content: [] });
    const app = new Hono();
    registerBlogRoutes(app, createBlogService({ kind: 'notion', load: async () => ({ posts: [post], problems: [] }) }), { imagesDir: dir });
    const ok = await app.request(`/api/blog/images/${'a'.repeat(20)}.png`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', 'missing.png', `${'b'.repeat(20)}.png`, `${'a'.repeat(20)}.exe`]) {
      expect((await app.request(`/api/blog/images/${bad}`)).status).toBe(404);
    }
  });
});
