import type { PageModule } from '../pageModules';
import type { BlogPost, BlogPostSummary } from './blog/types';
import type { UnshownPost } from './blog/unshown';

/** Shapes of the route table, shared by the browser router and the exporter. */
export type RouteParams = Record<string, string>;

/** what the exporter hands to dynamic routes when listing their pages and data (Node only) */
export interface RouteDataContext {
  blog: {
    /** published posts without their bodies, newest first */
    listPosts(): Promise<BlogPostSummary[]>;
    /** one published post, or null */
    getPost(slug: string): Promise<BlogPost | null>;
    /** posts that could not be read ('file.md: reason'); the other posts still build */
    problems(): Promise<string[]>;
    /** posts holding content the site cannot show (reported by the export; absent where not known) */
    unshown?(): Promise<UnshownPost[]>;
  };
}

export interface RouteDef {
  /** react-router path pattern, e.g. '/blog/:slug' */
  path: string;
  /** the page's module: its path under src/ ('pages/forms/ContactPage'), a key of src/pageModules.ts */
  page: PageModule;
  /** for dynamic routes: every parameter set to pre-render */
  staticParams?: (ctx: RouteDataContext) => Promise<RouteParams[]> | RouteParams[];
  /** query cache entries to embed so the page hydrates without an API call */
  prefetch?: (params: RouteParams, ctx: RouteDataContext) => Promise<Array<[string, unknown]>>;
  /** left out of the static export and the sitemap (served by `site serve` only) */
  serverOnly?: boolean;
  /** excluded from sitemap.xml (still exported) */
  noSitemap?: boolean;
}
