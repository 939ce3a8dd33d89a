import type { BuildOptions, Plugin } from 'esbuild';

export const CLI_PACKAGES: string[];
export const SERVER_PACKAGES: string[];
export const REQUIRE_BANNER: string;
export const NODE_BUNDLE: {
  bundle: true;
  splitting: true;
  format: 'esm';
  platform: 'node';
  target: string[];
  logLevel: 'silent';
} & BuildOptions;
export function bundlePackages(roots: string[]): Plugin;
