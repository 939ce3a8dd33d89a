/** The messages between `site dev` and its render thread (renderWorker.ts, driven by renderer.ts). */
import type { PageAssets, PublicConfig } from '../../src/shared/pageData';
import type { PostsSnapshot, StoredFile } from '../export/postStore';

/** what the thread renders with; each field given replaces the one it had */
export interface RenderData {
  config?: PublicConfig;
  pageAssets?: Record<string, PageAssets>;
  posts?: PostsSnapshot;
  /** the body files of posts whose text changed, by slug (their summaries did not: the rest of `posts` stands) */
  postBodies?: Record<string, string>;
}

/** a page of the site as the export has it: its URL path, and whether it is the not-found page (404.html) or a serverOnly one */
export interface SitePage {
  path: string;
  notFound: boolean;
  serverOnly: boolean;
}

export type RenderRequest =
  | { id: number; type: 'load'; url: string }
  | { id: number; type: 'data'; data: RenderData }
  | { id: number; type: 'render'; path: string }
  | { id: number; type: 'pages' }
  | { id: number; type: 'sitemap' }
  | { id: number; type: 'parse'; dir: string; names: string[]; bodiesDir: string };

/** an error as it crosses threads: its message and stack (mapped to the sources by the main thread) */
export interface ThrownError {
  message: string;
  stack?: string;
}

export type RenderReply =
  | { id: number; ok: true; type: 'done' }
  | { id: number; ok: true; type: 'html'; html: string; status: number }
  | { id: number; ok: true; type: 'pages'; pages: SitePage[] }
  | { id: number; ok: true; type: 'text'; text: string }
  | { id: number; ok: true; type: 'parsed'; files: StoredFile[] }
  | { id: number; ok: false; error: ThrownError };

/** the thread's first message: the packages are loaded and it takes requests */
export const THREAD_READY = 'site-dev-render-thread-ready';
