import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { BlogBlock, BlogPost } from '../../src/shared/blog/types';
import { projectRoot } from '../exportPaths';
import { isPublishedName } from '../publishedFiles';
import type { BlogLoadResult } from './source';

/** the site's own images (public/ is copied to the root of every export) */
export const defaultPublicDir = path.join(projectRoot, 'public');

/** the largest image file read for its size; the headers are at the start, but an SVG's can be anywhere */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

type Size = { width: number; height: number };
const known = new Map<string, { mtimeMs: number; size: Size | null }>();

/** the file under publicDir a root-relative URL names; null for other URLs, paths leaving the folder and unpublished (dot) names */
export function publicFileOf(url: string, publicDir: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://site.invalid').pathname);
  } catch {
    return null;
  }
  const file = path.join(publicDir, pathname);
  const rel = path.relative(publicDir, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel) || !isPublishedName(rel.split(path.sep).join('/'))) return null;
  return file;
}

/** an image file's width and height in pixels (an SVG's from its attributes or viewBox); null when unreadable */
export async function imageFileSize(file: string): Promise<Size | null> {
  const s = await stat(file).catch(() => null);
  if (!s?.isFile() || s.size === 0 || s.size > MAX_IMAGE_BYTES) return null;
  const cached = known.get(file);
  if (cached?.mtimeMs === s.mtimeMs) return cached.size;
  let size: Size | null = null;
  const handle = await open(file, 'r').catch(() => null);
  if (handle) {
    try {
      const bytes = new Uint8Array(s.size);
      await handle.read(bytes, 0, s.size, 0);
      const r = imageSize(bytes);
      const width = Math.round(r.width);
      const height = Math.round(r.height);
      size = width > 0 && height > 0 ? { width, height } : null;
    } catch {
      size = null;
    } finally {
      await handle.close();
    }
  }
  known.set(file, { mtimeMs: s.mtimeMs, size });
  return size;
}

const hasImage = (b: BlogBlock): boolean => b.type === 'image' || Boolean(b.children?.some(hasImage));

async function sizeBlock(block: BlogBlock, publicDir: string): Promise<BlogBlock> {
  // images inside toggles, columns and callouts too
  if (block.children?.some(hasImage))
    block = { ...block, children: await Promise.all(block.children.map((b) => sizeBlock(b, publicDir))) } as BlogBlock;
  if (block.type !== 'image' || block.image.type !== 'external' || block.image.width) return block;
  const file = publicFileOf(block.image.external.url, publicDir);
  const size = file ? await imageFileSize(file) : null;
  return size ? { ...block, image: { ...block.image, ...size } } : block;
}

/** a post whose images that are the site's own files carry their width and height (withSiteImageSizes) */
export async function postWithImageSizes(post: BlogPost, publicDir = defaultPublicDir): Promise<BlogPost> {
  if (!post.content.some(hasImage)) return post;
  return { ...post, content: await Promise.all(post.content.map((b) => sizeBlock(b, publicDir))) };
}

/**
 * Gives the posts' images that are the site's own files (a root-relative URL under public/) their width
 * and height, so the page reserves their space before they load (no layout shift). Other images are
 * left as they are; a missing file is the link checker's to report.
 */
export async function withSiteImageSizes(result: BlogLoadResult, publicDir = defaultPublicDir): Promise<BlogLoadResult> {
  return { ...result, posts: await Promise.all(result.posts.map((post) => postWithImageSizes(post, publicDir))) };
}
