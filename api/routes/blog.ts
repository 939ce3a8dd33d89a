import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { COPIED_FILE_TYPES } from '../../core/blog/images';
import type { BlogService } from '../../core/blog/service';
import type { BlogListResponse } from '../../src/shared/blog/types';

export interface BlogRouteOptions {
  /** folder of copied Notion files (images, PDFs, videos), served at /api/blog/images/<file> */
  imagesDir?: string;
}

const UNAVAILABLE = 'Blog posts are unavailable right now. Please try again later.';

/**
 * GET /api/blog/posts -> {posts} newest first (without bodies); GET /api/blog/posts/{slug} -> one post or
 * a 404 JSON error. The same paths with '.json' answer the same, as the exported snapshots do on a static host.
 */
export function registerBlogRoutes(app: Hono, blog: BlogService, opts: BlogRouteOptions = {}): void {
  const failed = (err: unknown) => {
    console.error(JSON.stringify({ level: 'error', msg: 'blog source failed', error: err instanceof Error ? err.message : String(err) }));
  };

  // the list's JSON, made once per load of the posts (1,000 summaries are half a megabyte to serialize)
  const listJson = new WeakMap<object, string>();
  for (const route of ['/api/blog/posts', '/api/blog/posts.json']) {
    app.get(route, async (c) => {
      try {
        const posts = await blog.listPosts();
        let text = listJson.get(posts);
        if (text === undefined) {
          const body: BlogListResponse = { posts };
          text = JSON.stringify(body);
          listJson.set(posts, text);
        }
        c.header('Cache-Control', 'public, max-age=60');
        c.header('Content-Type', 'application/json');
        return c.body(text);
      } catch (err) {
        failed(err);
        return c.json({ error: UNAVAILABLE }, 503);
      }
    });
  }

  app.get('/api/blog/posts/:slug', async (c) => {
    const slug = c.req.param('slug').replace(/\.json$/, '');
    try {
      const post = await blog.getPost(slug);
      if (!post) return c.json({ error: 'Blog post not found' }, 404);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(post);
    } catch (err) {
      failed(err);
      return c.json({ error: UNAVAILABLE }, 503);
    }
  });

  const imagesDir = opts.imagesDir;
  if (imagesDir) {
    app.get('/api/blog/images/:file', async (c) => {
      const file = c.req.param('file');
      const ext = /^[a-f0-9]{20}\.([a-z]+)$/.exec(file)?.[1];
      const type = ext && Object.hasOwn(COPIED_FILE_TYPES, ext) ? COPIED_FILE_TYPES[ext] : undefined;
      if (!type) return c.json({ error: 'Image not found' }, 404);
      const body = await readFile(path.join(imagesDir, file)).catch(() => null);
      if (!body) return c.json({ error: 'Image not found' }, 404);
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' });
    });
  }
}
