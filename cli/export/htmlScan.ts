import { Parser } from 'htmlparser2';
import { PAGE_DATA_ID, type PageAssets } from '../../src/shared/pageData';

/** a start tag: its name in lower case and its attributes, entities decoded (a repeated attribute keeps its first value) */
export type TagVisitor = (name: string, attribs: Record<string, string>) => void;

/**
 * reads an HTML page once with a real parser (htmlparser2), calling `onTag` for every start tag, and
 * returns the text of its page-data script. Markup inside a script or a comment is not a tag.
 */
export function scanPage(html: string, onTag: TagVisitor): { pageData: string | undefined } {
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
  parser.end(html);
  return { pageData };
}

/** the entry and preloaded chunks a page's data lists for the boot script (none without page data, or when it is not JSON) */
export function pageDataAssets(pageData: string | undefined): string[] {
  if (!pageData) return [];
  try {
    const assets = (JSON.parse(pageData) as { assets?: Partial<PageAssets> }).assets;
    const preloads = Array.isArray(assets?.preloads) ? assets.preloads : [];
    return [assets?.entry, ...preloads].filter((u): u is string => typeof u === 'string');
  } catch {
    return [];
  }
}
