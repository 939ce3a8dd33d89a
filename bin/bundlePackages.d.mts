import type { Plugin } from 'esbuild';

export const CLI_PACKAGES: string[];
export const SERVER_PACKAGES: string[];
export const REQUIRE_BANNER: string;
export function bundlePackages(roots: string[]): Plugin;
