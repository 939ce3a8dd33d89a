// types of scripts/node-lines.mjs for the TypeScript tests that use it
export const LINES: string[];
export const LINE_TESTS: string[];
/** the node binary of a line (installed under .cache/node-lines/<line>) */
export function nodeOf(line: string): string;
export function supported(): boolean;
/** installs a line and its better-sqlite3 build (a no-op when its lock file is unchanged) */
export function install(line: string): void;
export function lineEnv(line: string, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
