// Which npm packages the two Node bundles (the CLI, bin/site.mjs; the server bundle and render
// worker, cli/export/bundle.ts) carry inside them instead of importing from node_modules when they run.
//
// Node 20's ESM loader resolves, reads, compiles and links each module file on its own, about 0.5 to
// 1 ms a file: zod alone is 95 files (70 ms to import, 32 ms as one bundled file). A one-post
// `site regenerate` loads about 260 such files, so its own work was smaller than its start. The
// packages below and whatever they import are bundled (esbuild keeps only what is used); every other
// package stays an import. React and react-dom always stay imports: the server bundle and its routes
// must share one React, and the production build is picked from NODE_ENV when it loads. Native and
// large packages used by few commands (SQLite, PostgreSQL, esbuild, Tailwind, SMTP, zip, S3, Notion)
// stay imports too. See docs/decisions/010 (item 18).

/** packages never bundled, even when a bundled package imports them */
const ALWAYS_IMPORTED = new Set(['react', 'react-dom', 'scheduler']);

/** what the CLI carries: its parser of arguments, config, link check, markdown parser and the API's router */
export const CLI_PACKAGES = [
  'zod',
  'commander',
  'htmlparser2',
  'image-size',
  'react-router',
  'hono',
  '@hono/node-server',
  'yaml',
  'unified',
  'remark-parse',
  'remark-gfm',
];

/** what the server bundle and the render worker carry: the routes' libraries, and the worker's parser and link check */
export const SERVER_PACKAGES = [
  '@tanstack/react-query',
  'lucide-react',
  'react-router',
  'zod',
  'htmlparser2',
  'image-size',
  'yaml',
  'unified',
  'remark-parse',
  'remark-gfm',
];

/**
 * what every bundle that runs in Node shares (the CLI, the server bundle, `site dev`'s render thread):
 * ES modules in chunks, for the oldest Node line the project supports
 * @satisfies {import('esbuild').BuildOptions}
 */
export const NODE_BUNDLE = { bundle: true, splitting: true, format: 'esm', platform: 'node', target: ['node20'], logLevel: 'silent' };

/**
 * the first line of every chunk: a bundled CommonJS package (commander, cookie) calls `require`,
 * which an ES module lacks
 */
export const REQUIRE_BANNER =
  "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);";

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * an esbuild plugin: a bare import is bundled when its package is one of `roots` or is imported from
 * inside a bundled package, and kept as an import otherwise
 * @param {string[]} roots
 * @returns {import('esbuild').Plugin}
 */
export function bundlePackages(roots) {
  const bundled = new Set(roots);
  return {
    name: 'bundle-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { external: true };
        const pkg = packageOf(args.path);
        if (ALWAYS_IMPORTED.has(pkg)) return { external: true };
        const fromBundledPackage = args.importer.includes('/node_modules/');
        return bundled.has(pkg) || fromBundledPackage ? undefined : { external: true };
      });
    },
  };
}
