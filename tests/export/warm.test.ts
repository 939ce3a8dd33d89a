import { createHash } from 'node:crypto';
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCacheRoot } from '../../cli/export/cache';
import { warmExporter } from '../../cli/export/warm';
import { loadConfig } from '../../core/config';
import { projectRoot } from '../../core/exportPaths';
import { tempRoot } from './exportCopies';

let root: string;
const cacheRoot = buildCacheRoot({});
/** the post store folders of a markdown folder in the build cache (postStore.ts names them by its path's hash) */
const storesOf = async (dir: string) => {
  const prefix = `posts-${createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16)}-`;
  return (await readdir(cacheRoot)).filter((n) => n.startsWith(prefix));
};

beforeAll(async () => {
  root = await tempRoot('warm');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('warmExporter (site serve readies the exporter for an admin action)', () => {
  it('with the build cached, reads the posts and renders pages into its own folder, then removes it', async () => {
    const posts = path.join(root, 'posts');
    await cp(path.join(projectRoot, 'src', 'content', 'blog'), posts, { recursive: true });
    expect(await storesOf(posts)).toEqual([]);
    expect(await warmExporter(loadConfig({ BLOG_DIR: posts }))).toBe(true);
    // the posts were read through the store, as the first regenerate will read them
    expect(await storesOf(posts)).toHaveLength(1);
    // its own folder is gone (another `site serve` of a test running beside this one may be warming up now)
    expect((await readdir(cacheRoot)).filter((n) => n.startsWith(`warm-${process.pid}-`))).toEqual([]);
  });

  it('does not fetch a Notion blog: it only loads the modules', async () => {
    // nothing listens on port 9: a request to this API would fail the warm-up
    const config = loadConfig({ NOTION_TOKEN: 'secret_x', NOTION_DATABASE_ID: 'd'.repeat(32), NOTION_API_URL: 'http://127.0.0.1:9' });
    expect(await warmExporter(config)).toBe(true);
  });
});
