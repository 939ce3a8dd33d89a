import { Parser } from 'htmlparser2';
import { PAGE_DATA_ID, type PageAssets } from '../../src/shared/pageData';

/** a start tag: its name in lower case and its attributes, entities decoded (a repeated attribute keeps its first value) */
export type TagVisitor = (name: string, attribs: Record<string, string>) => void;

/** the page-data script's start tag as the site renders it (src/app/Document.tsx) */
const PAGE_DATA_TAG = `<script type="application/json" id="${PAGE_DATA_ID}">`;

/**
 * reads an HTML page once with a real parser (htmlparser2), calling `onTag` for every start tag, and
 * returns the text of its page-data script. Markup inside a script or a comment is not a tag.
 * `skipPageData`: the caller has the page's data (it rendered the page), so the parser is not handed
 * the page-data script's text (a third of a post's page: its JSON, which holds no tag) and
 * `pageData` is not returned.
 */
export function scanPage(html: string, onTag: TagVisitor, opts: { skipPageData?: boolean } = {}): { pageData: string | undefined } {
  let pageData: string | undefined;
  let inPageData = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        onTag(name, attribs);
        if (name === 'script' && attribs.id === PAGE_DATA_ID && pageData === undefined) {
          inPageData = true;
          pageData = '';
        }
      },
      ontext(text) {
        if (inPageData) pageData += text;
      },
      onclosetag(name) {
        if (name === 'script') inPageData = false;
      },
    },
    { decodeEntities: true },
  );
  const start = opts.skipPageData ? html.indexOf(PAGE_DATA_TAG) : -1;
  const end = start < 0 ? -1 : html.indexOf('</script>', start);
  if (end < 0) {
    parser.end(html);
    return { pageData };
  }
  // the script's text is left out: the parser sees an empty page-data script
  parser.write(html.slice(0, start + PAGE_DATA_TAG.length));
  parser.end(html.slice(end));
  return { pageData: undefined };
}

/** the entry and preloaded chunks that page assets list for the boot script */
export function bootAssetUrls(assets: Partial<PageAssets> | undefined): string[] {
  const preloads = Array.isArray(assets?.preloads) ? assets.preloads : [];
  return [assets?.entry, ...preloads].filter((u): u is string => typeof u === 'string');
}

/** the entry and preloaded chunks a page's data lists for the boot script (none without page data, or when it is not JSON) */
export function pageDataAssets(pageData: string | undefined): string[] {
  if (!pageData) return [];
  try {
    return bootAssetUrls((JSON.parse(pageData) as { assets?: Partial<PageAssets> }).assets);
  } catch {
    return [];
  }
}
