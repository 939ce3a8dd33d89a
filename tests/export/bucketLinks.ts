import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';

/**
 * The deploy's invariant, checked from the outside: every document in the bucket links only to objects
 * in the bucket. Read independently of the deploy's own link reader (cli/deploy/links.ts): the pages'
 * root-relative href/src/poster/srcset values and every "/assets/…" string (the chunks a page's data
 * lists for its boot script), the sitemap's and feed's URLs on the site's origin, robots.txt's sitemap,
 * and the blog list copy's posts. A link to the blog list or a post also needs its JSON copy, which the
 * browser reads on a client-side navigation (docs/decisions/002).
 */

const DOCUMENT = /\.(html|xml|json)$|^robots\.txt$/;

/** every object key of a bucket (paged, 1,000 a page) */
export async function listKeys(client: S3Client, bucket: string, prefix = ''): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key) keys.set(o.Key, o.ETag ?? '');
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** the site paths a document names */
export function referencesOf(rel: string, text: string, origin: string): string[] {
  const refs: string[] = [];
  if (rel.endsWith('.html')) {
    for (const m of text.matchAll(/\s(?:href|src|poster)="(\/(?!\/)[^"]*)"/g)) refs.push(m[1] ?? '');
    for (const m of text.matchAll(/\ssrcset="([^"]*)"/g))
      for (const c of (m[1] ?? '').split(',')) if (c.trim().startsWith('/')) refs.push(c.trim().split(/\s+/)[0] ?? '');
    for (const m of text.matchAll(/"(\/assets\/[^"\\]+)"/g)) refs.push(m[1] ?? '');
  } else if (rel === 'api/blog/posts.json') {
    for (const post of (JSON.parse(text) as { posts: Array<{ slug: string }> }).posts) refs.push(`/blog/${post.slug}`);
  } else if (!rel.endsWith('.json')) {
    const at = origin.replace(/[.]/g, '\\.');
    for (const m of text.matchAll(new RegExp(`${at}(/[^\\s"'<>]*)`, 'g'))) refs.push(m[1] ?? '');
  }
  return refs.map((r) => r.replace(/&amp;/g, '&'));
}

/** the keys a site path may be served from, as `site serve` and the CDN recipes look it up */
function candidates(ref: string): string[] {
  const pathname = decodeURIComponent(ref.split(/[?#]/)[0] ?? '').replace(/^\//, '');
  if (pathname === '' || pathname.endsWith('/')) return [`${pathname}index.html`];
  return [pathname, `${pathname}/index.html`, `${pathname}.html`];
}

/** what a resolved page also needs: the JSON copy of the blog list or of a post */
function dataCopy(key: string): string | undefined {
  if (key === 'blog/index.html') return 'api/blog/posts.json';
  const slug = /^blog\/([^/]+)\/index\.html$/.exec(key)?.[1];
  return slug ? `api/blog/posts/${slug}.json` : undefined;
}

/**
 * reads every document of the bucket under `prefix` (again only when its ETag changed) and answers each
 * link to an object the bucket lacks, as 'document -> missing key'
 */
export function bucketLinkChecker(client: S3Client, bucket: string, origin: string, prefix = '') {
  const cache = new Map<string, { etag: string; refs: string[] }>();
  return async function brokenLinks(): Promise<string[]> {
    const keys = await listKeys(client, bucket, prefix);
    const has = (rel: string) => keys.has(prefix + rel);
    const broken: string[] = [];
    for (const [key, etag] of keys) {
      const rel = key.slice(prefix.length);
      if (!DOCUMENT.test(rel) || rel.startsWith('.site-deploy') || rel === 'report.json') continue;
      let entry = cache.get(key);
      if (entry?.etag !== etag) {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch(() => null);
        // deleted since it was listed: the next check sees the bucket without it
        if (!res) continue;
        entry = { etag, refs: referencesOf(rel, (await res.Body?.transformToString()) ?? '', origin) };
        cache.set(key, entry);
      }
      for (const ref of entry.refs) {
        const found = candidates(ref).find(has);
        if (!found) {
          broken.push(`${rel} -> ${ref}`);
          continue;
        }
        const copy = dataCopy(found);
        if (copy && copy !== rel && !has(copy)) broken.push(`${rel} -> ${ref} (its JSON copy ${copy})`);
      }
    }
    return broken;
  };
}
