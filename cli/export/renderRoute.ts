import type * as ServerEntry from '../../src/entry.server';
import type { PreparedPage } from '../../src/entry.server';
import type { PageAssets, PublicConfig } from '../../src/shared/pageData';
import type { RouteDataContext } from '../../src/shared/routeTypes';

/** what the exporter needs of the bundled src/entry.server.tsx to render a route */
export type ServerModule = Pick<typeof ServerEntry, 'preparePage'>;

/** everything a route's page is rendered from besides the code */
export interface RouteInput {
  config: PublicConfig;
  /** the assets of each page module (a key of src/pageModules.ts), from the client build */
  pageAssets: Record<string, PageAssets>;
  ctx: RouteDataContext;
}

/**
 * The one path from a route to the HTML the export writes for it: its route matched, its page module
 * loaded and its data read (`data`, which the export's page keys hash), then `render()` gives the
 * document. `site export` writes that HTML into a file (pageOutput.ts); `site dev` answers a request
 * with it (cli/dev). Neither has a renderer of its own.
 */
export function prepareRoute(server: ServerModule, url: string, input: RouteInput): Promise<PreparedPage> {
  return server.preparePage({
    url,
    config: input.config,
    assetsFor: (module) => {
      const assets = input.pageAssets[module];
      if (!assets) throw new Error(`no chunk for page module "${module}" (expected src/${module}.tsx, loaded by src/pageModules.ts)`);
      return assets;
    },
    ctx: input.ctx,
  });
}
