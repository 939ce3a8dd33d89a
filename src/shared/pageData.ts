import type { PageModule } from '../pageModules';

/** What the exporter embeds in every page (as JSON) and the browser reads back before hydrating. */
export interface PublicConfig {
  /** absolute origin of the published site, used for canonical and Open Graph URLs */
  siteUrl: string;
  /** Google Analytics measurement id; when absent no analytics script loads */
  gaId?: string;
  /** the third-party (HubSpot-style) booth form of /mortgage-powerconnect; when absent the native form is used */
  eventForm?: { portalId: string; formId: string; region: string };
  /** YouTube id of the home overview video, embedded on click only; when absent the local demo clip plays */
  overviewVideoId?: string;
}

export interface PageAssets {
  css: string[];
  /** the tiny module script the HTML names (src/boot.ts): it loads `entry` and `preloads` once the page has painted */
  boot: string;
  /** the client entry that hydrates the page, imported by the boot script */
  entry: string;
  /** chunks the page needs before hydrating, added as modulepreload links by the boot script */
  preloads: string[];
}

export interface PageData {
  config: PublicConfig;
  /** the page's module (a key of src/pageModules.ts): its chunk is loaded before hydrating */
  page: PageModule;
  assets: PageAssets;
  /** query cache entries (key, data) the page was rendered with */
  queries: Array<[string, unknown]>;
}

export const PAGE_DATA_ID = '__PAGE_DATA__';

/** JSON for a <script type="application/json">, safe against `</script>` and U+2028/9 */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
