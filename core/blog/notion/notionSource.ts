import { Client, isFullBlock, isFullPage, LogLevel } from '@notionhq/client';
import type { BlogBlock, BlogPost } from '../../../src/shared/blog/types';
import type { ImageStore } from '../images';
import { type BlogProblem, type BlogSource, dropDuplicateSlugs, finishPost, reasonOf } from '../source';
import {
  type ExpiringUrl,
  isPublishedPage,
  linkPostMentions,
  mapBlocks,
  mapPageProperties,
  type NotionBlock,
  type NotionPage,
} from './mapping';
import { createThrottledFetch, type ThrottleOptions } from './throttle';

export interface NotionSourceOptions {
  token: string;
  databaseId: string;
  /** the API origin; tests point it at a fake Notion server on loopback */
  baseUrl?: string;
  /** when set, Notion-hosted (expiring) images are copied there and their URLs rewritten */
  images?: ImageStore;
  throttle?: ThrottleOptions;
  timeoutMs?: number;
}

interface SchemaProperty {
  type?: string;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** the query filter for published pages and the newest-first sort, from the data source's property names */
function queryShape(properties: Record<string, SchemaProperty>) {
  const find = (names: string[], types: string[]) =>
    Object.entries(properties).find(([name, p]) => names.includes(norm(name)) && types.includes(p.type ?? ''))?.[0];
  const published = find(['published', 'status'], ['checkbox', 'status', 'select']);
  if (!published)
    throw new Error(
      'the Notion database has no "Published" checkbox (or "Status" with a "Published" option): add one so drafts stay hidden',
    );
  const type = properties[published]?.type;
  const filter =
    type === 'checkbox'
      ? { property: published, checkbox: { equals: true } }
      : type === 'status'
        ? { property: published, status: { equals: 'Published' } }
        : { property: published, select: { equals: 'Published' } };
  const date = find(['publishdate', 'publisheddate', 'publicationdate', 'date'], ['date']);
  const sorts = date
    ? [{ property: date, direction: 'descending' as const }]
    : [{ timestamp: 'created_time' as const, direction: 'descending' as const }];
  return { filter, sorts };
}

/** posts from a Notion database (NOTION_TOKEN + NOTION_DATABASE_ID), throttled to Notion's rate limit */
export function createNotionSource(opts: NotionSourceOptions): BlogSource {
  const client = new Client({
    auth: opts.token,
    baseUrl: opts.baseUrl,
    fetch: createThrottledFetch(opts.throttle),
    // 429s are waited out by the throttled fetch, which also spaces the retry
    retry: false,
    timeoutMs: opts.timeoutMs ?? 30_000,
    logLevel: LogLevel.ERROR,
  });

  async function dataSourceId(): Promise<string> {
    const db = (await client.databases.retrieve({ database_id: opts.databaseId })) as { data_sources?: Array<{ id: string }> };
    const id = db.data_sources?.[0]?.id;
    if (!id) throw new Error(`Notion database ${opts.databaseId} has no data source the integration can read`);
    return id;
  }

  async function publishedPages(sourceId: string): Promise<NotionPage[]> {
    const schema = (await client.dataSources.retrieve({ data_source_id: sourceId })) as { properties?: Record<string, SchemaProperty> };
    const { filter, sorts } = queryShape(schema.properties ?? {});
    const pages: NotionPage[] = [];
    let cursor: string | undefined;
    do {
      const res = await client.dataSources.query({
        data_source_id: sourceId,
        // biome-ignore lint/suspicious/noExplicitAny: the filter's shape depends on the property type found above
        filter: filter as any,
        sorts,
        page_size: 100,
        start_cursor: cursor,
      });
      for (const r of res.results) if (isFullPage(r as never)) pages.push(r as unknown as NotionPage);
      cursor = res.has_more ? (res.next_cursor ?? undefined) : undefined;
    } while (cursor);
    return pages;
  }

  async function pageBlocks(pageId: string): Promise<NotionBlock[]> {
    const blocks: NotionBlock[] = [];
    let cursor: string | undefined;
    do {
      const res = await client.blocks.children.list({ block_id: pageId, page_size: 100, start_cursor: cursor });
      for (const b of res.results) if (isFullBlock(b)) blocks.push(b as unknown as NotionBlock);
      cursor = res.has_more ? (res.next_cursor ?? undefined) : undefined;
    } while (cursor);
    return blocks;
  }

  /** copies expiring images; an image that cannot be copied is dropped (and reported), the post stays */
  async function localize(post: BlogPost, expiring: ExpiringUrl[], problems: BlogProblem[], label: string): Promise<BlogPost> {
    const store = opts.images;
    if (!store || expiring.length === 0) return post;
    const hosted = new Set(expiring.map((e) => e.url));
    const copy = async (url: string): Promise<string | null> => {
      try {
        return await store.localize(url);
      } catch (err) {
        problems.push({ file: label, reason: `image ${new URL(url).pathname.split('/').pop()} left out: ${reasonOf(err)}` });
        return null;
      }
    };
    let featuredImage = post.featuredImage;
    if (hosted.has(featuredImage)) featuredImage = (await copy(featuredImage)) ?? '';
    const content: BlogBlock[] = [];
    for (const block of post.content) {
      if (block.type === 'image' && block.image.type === 'file' && hosted.has(block.image.file.url)) {
        const local = await copy(block.image.file.url);
        const size = local ? await store.sizeOf?.(local) : null;
        if (local)
          content.push({
            ...block,
            image: {
              type: 'file',
              file: { url: local },
              caption: block.image.caption,
              ...(block.image.alt ? { alt: block.image.alt } : {}),
              ...(size ?? {}),
            },
          });
        continue;
      }
      content.push(block);
    }
    return { ...post, featuredImage, image: featuredImage, content };
  }

  return {
    kind: 'notion',
    async load() {
      const pages = (await publishedPages(await dataSourceId())).filter(isPublishedPage);
      const problems: BlogProblem[] = [];
      const entries: Array<{ file: string; post: BlogPost }> = [];
      // the throttle spaces requests anyway; a few pages in flight keep it busy
      const queue = [...pages];
      const worker = async () => {
        for (let page = queue.shift(); page; page = queue.shift()) {
          const label = `Notion page ${page.url ?? page.id}`;
          try {
            const expiring: ExpiringUrl[] = [];
            const fields = mapPageProperties(page, expiring);
            const content = mapBlocks(await pageBlocks(page.id), expiring);
            const post = finishPost({ ...fields, content });
            entries.push({ file: label, post: await localize(post, expiring, problems, label) });
          } catch (err) {
            problems.push({ file: label, reason: reasonOf(err) });
          }
        }
      };
      await Promise.all([worker(), worker(), worker()]);
      // workers finish in any order; keep the database's order before sorting by date
      const order = new Map(pages.map((p, i) => [p.id, i]));
      entries.sort((a, b) => (order.get(a.post.id) ?? 0) - (order.get(b.post.id) ?? 0));
      const result = dropDuplicateSlugs(entries);
      // page mentions link to the posts now that all published pages are known
      return { posts: linkPostMentions(result.posts), problems: [...problems, ...result.problems] };
    },
  };
}
