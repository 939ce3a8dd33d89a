import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Root } from './app/Root';
import { matchRoute } from './lib/matchRoute';
import { loadPage } from './lib/pages';
import type { PageModule } from './pageModules';
import type { PageAssets, PageData, PublicConfig } from './shared/pageData';
import type { RouteDataContext } from './shared/routeTypes';

export { allRoutes, notFoundRoute, routes } from './routes';
export type { RouteDataContext, RouteDef, RouteParams } from './shared/routeTypes';

export interface RenderInput {
  /** the path to render, e.g. '/blog/hello' */
  url: string;
  config: PublicConfig;
  /** assets of a page module (a key of src/pageModules.ts): css, entry and the chunks to preload */
  assetsFor: (page: PageModule) => PageAssets;
  ctx: RouteDataContext;
}

export interface RenderOutput {
  html: string;
  status: number;
  /** the page module that rendered it */
  page: PageModule;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** a page ready to render: the data it is rendered from (and hydrated with), and its render */
export interface PreparedPage {
  /** everything the page's HTML depends on besides the code: equal data, equal bytes */
  data: PageData;
  render(): Promise<RenderOutput>;
}

/** matches the route, loads its page and reads its data, without rendering yet */
export async function preparePage({ url, config, assetsFor, ctx }: RenderInput): Promise<PreparedPage> {
  const pathname = new URL(url, 'http://x').pathname;
  const { route, params } = matchRoute(pathname);
  await loadPage(route.page);
  const queries = route.prefetch ? await route.prefetch(params, ctx) : [];
  const data: PageData = { config, page: route.page, assets: assetsFor(route.page), queries };
  return { data, render: () => renderData(url, data, route.path === '*' ? 404 : 200) };
}

/** renders one page to a complete HTML document */
export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  return (await preparePage(input)).render();
}

async function renderData(url: string, data: PageData, status: number): Promise<RenderOutput> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <Root data={data} />
    </StaticRouter>,
    // no outlined boundaries: they would need inline reveal scripts, which the CSP forbids
    { onError: (e) => void errors.push(e), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return { html: `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`, status, page: data.page };
}
