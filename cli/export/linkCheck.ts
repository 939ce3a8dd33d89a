import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageDataAssets, scanPage } from './htmlScan';

/** what a page points at (hrefs, srcs, srcset candidates) and the anchors it offers (ids) */
export interface PageLinks {
  links: LinkRef[];
  ids: string[];
}

/** one reference; `absolute` marks a full URL in an <a> (checked when it points at the site itself) */
export interface LinkRef {
  url: string;
  absolute?: boolean;
}

/** the tags whose href, src, poster or srcset name a file or page */
const LINK_TAGS = new Set(['a', 'area', 'link', 'img', 'script', 'source', 'video', 'audio', 'iframe', 'track', 'embed']);
const FULL_URL = /^[a-z][a-z0-9+.-]*:|^\/\//i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** links that name no page or file of the site */
const NOT_CHECKED = /^(mailto|tel|javascript|data|blob):/i;

/** a page whose links are checked: its URL and its anchors, made when a link needs them */
interface PageContext {
  path: string;
  base: () => URL;
  ids: () => Set<string>;
}

/**
 * the references and anchors of an HTML page, read in one pass of a real parser: anchors are every
 * `id` on any element and `name` on `<a>` only (a `<meta name>` or `<input name>` is not a target).
 * `bootAssets`: the chunks the page's data lists (bootAssetUrls of its assets), when the caller rendered
 * the page: its page data is then neither scanned nor parsed as JSON.
 */
export function extractLinks(html: string, bootAssets?: string[]): PageLinks {
  const seen = new Set<string>();
  const links: LinkRef[] = [];
  const ids = new Set<string>();
  const add = (raw: string, absolute: boolean) => {
    const url = raw.trim();
    const key = `${absolute ? 'a' : 'r'}${url}`;
    if (!url || seen.has(key)) return;
    seen.add(key);
    links.push(absolute ? { url, absolute } : { url });
  };
  const { pageData } = scanPage(
    html,
    (name, attrs) => {
      if (attrs.id) ids.add(attrs.id);
      if (name === 'a' && attrs.name) ids.add(attrs.name);
      if (!LINK_TAGS.has(name)) return;
      for (const attr of ['href', 'src', 'poster']) {
        const value = attrs[attr];
        if (value === undefined) continue;
        if (FULL_URL.test(value.trim())) {
          // full URLs: only links of the page body can name the site itself; canonical and og URLs are not files
          if (name === 'a' || name === 'area') add(value, true);
        } else add(value, false);
      }
      const srcset = attrs.srcset;
      if (srcset) for (const candidate of srcset.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '', false);
    },
    { skipPageData: bootAssets !== undefined },
  );
  // the chunks the boot script loads after the first paint are named in the page data, not in tags
  for (const url of bootAssets ?? pageDataAssets(pageData)) add(url, false);
  return { links, ids: [...ids] };
}

/** a rendered page to check: its URL path, its file (relative to the export root) and what it links to */
export interface CheckedPage extends PageLinks {
  path: string;
  file: string;
}

export interface LinkCheckInput {
  /** the export root */
  dir: string;
  /** every file of the export, relative to the root, with '/' separators */
  files: Pick<Set<string>, 'has'>;
  /** where a page is read from when it is not under dir (an update's new files beside the export) */
  pathOf?: (file: string) => string;
  pages: CheckedPage[];
  siteUrl: string;
}

/** the file a URL path is served from (as the server finds it: the file, its index.html, or path + '.html') */
export function resolveFile(pathname: string, files: Pick<Set<string>, 'has'>): string | undefined {
  const rel = pathname.replace(/^\/+/, '');
  const candidates = rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
  return candidates.find((c) => files.has(c));
}

/**
 * every broken internal reference, as 'page: broken link "href" (reason)'. A link is internal when it
 * is a path, or a full URL on the site's own origin; it must name a written file, and its #hash an
 * element id of that page.
 */
export async function findBrokenLinks(input: LinkCheckInput): Promise<string[]> {
  const origin = new URL(input.siteUrl).origin;
  // the anchors of a page a link points into: from its outcome, or read from its file (another page of
  // the export, on an update); each made once, when a link needs it
  const pageIds = new Map(input.pages.map((p) => [p.file, p.ids]));
  const idsByFile = new Map<string, Promise<Set<string>>>();
  const idsOf = (file: string): Promise<Set<string>> => {
    let ids = idsByFile.get(file);
    if (!ids) {
      const known = pageIds.get(file);
      ids = known
        ? Promise.resolve(new Set(known))
        : readFile(input.pathOf?.(file) ?? path.join(input.dir, file), 'utf8').then(
            (html) => new Set(extractLinks(html).ids),
            () => new Set<string>(),
          );
      idsByFile.set(file, ids);
    }
    return ids;
  };

  const broken: string[] = [];
  const verdicts = new Map<string, Promise<string | null>>();
  // the verdicts known: most links of an export are known after its first pages, and taking one
  // without an await saves a turn of the event loop per link (160,000 links at 4,000 posts)
  const settled = new Map<string, string | null>();
  const verdict = (target: URL): Promise<string | null> => {
    const key = target.pathname + target.hash;
    let v = verdicts.get(key);
    if (!v) {
      v = (async () => {
        let pathname: string;
        try {
          pathname = decodeURIComponent(target.pathname);
        } catch {
          return `malformed path ${target.pathname}`;
        }
        const file = resolveFile(pathname, input.files);
        if (!file) return `no page or file at ${pathname}`;
        const hash = target.hash.slice(1);
        if (!hash || !file.endsWith('.html')) return null;
        let id: string;
        try {
          id = decodeURIComponent(hash);
        } catch {
          return `malformed anchor #${hash}`;
        }
        return (await idsOf(file)).has(id) ? null : `no element with id "${id}" on ${pathname}`;
      })();
      verdicts.set(key, v);
      // a rejection is the await's below to report, not this bookkeeping's
      v.then(
        (reason) => settled.set(key, reason),
        () => undefined,
      );
    }
    return v;
  };

  // a root-relative or full URL means the same on every page: it is parsed once (the header and
  // footer repeat the same links on thousands of pages)
  const parsedOnce = new Map<string, URL | null>();
  const parse = (url: string, base: URL): URL | null => {
    const independent = url.startsWith('/') || SCHEME.test(url);
    if (independent && parsedOnce.has(url)) return parsedOnce.get(url)!;
    let target: URL | null;
    try {
      target = new URL(url, base);
    } catch {
      target = null;
    }
    if (independent) parsedOnce.set(url, target);
    return target;
  };

  /** the reason a link of a page is broken, or null; a promise only when a verdict is not known yet */
  const check = (link: LinkRef, page: PageContext): string | null | Promise<string | null> => {
    if (link.url === '#' || NOT_CHECKED.test(link.url)) return null;
    const base = page.base();
    const target = parse(link.url, base);
    if (!target) return 'not a valid URL';
    if (target.origin !== origin) return null;
    if (link.absolute && target.protocol !== 'https:' && target.protocol !== 'http:') return null;
    // a link within the page needs only the anchor (the page may live outside the folder, like /admin)
    if (target.pathname === base.pathname && target.search === '' && !link.url.startsWith('/') && !link.absolute) {
      const hash = target.hash.slice(1);
      if (!hash) return null;
      let id: string;
      try {
        id = decodeURIComponent(hash);
      } catch {
        return `malformed anchor #${hash}`;
      }
      return page.ids().has(id) ? null : `no element with id "${id}" on ${page.path}`;
    }
    const key = target.pathname + target.hash;
    return settled.has(key) ? settled.get(key)! : verdict(target);
  };

  // a root-relative link, or a full URL in an <a>, has the same outcome on every page: it is checked
  // once (the header and footer repeat the same links on thousands of pages); by its URL, one map each
  const sharedRootRelative = new Map<string, string | null>();
  const sharedAbsolute = new Map<string, string | null>();
  for (const page of input.pages) {
    let base: URL | undefined;
    let ids: Set<string> | undefined;
    const context: PageContext = {
      path: page.path,
      base: () => (base ??= new URL(page.path, origin)),
      ids: () => (ids ??= new Set(page.ids)),
    };
    for (const link of page.links) {
      const shared = link.absolute ? sharedAbsolute : link.url.startsWith('/') ? sharedRootRelative : null;
      let reason = shared?.get(link.url);
      if (reason === undefined) {
        const checked = check(link, context);
        reason = checked instanceof Promise ? await checked : checked;
        shared?.set(link.url, reason);
      }
      if (reason) broken.push(`${page.path}: broken link "${link.url}" (${reason})`);
    }
  }
  return broken;
}
