/**
 * The configuration `site dev` follows: the environment variables of core/config.ts, read from the
 * process's environment and from a `.env` file in the project root (the environment wins, as with
 * Vite and Node's --env-file). The file is read again when it changes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../../core/config';
import { projectRoot } from '../../core/exportPaths';
import type { DevError } from './errors';
import { shownEnvLine } from './secrets';

export const ENV_FILE = path.join(projectRoot, '.env');

/** the variables of .env (none when there is no such file) */
export const envFileVariables = (): NodeJS.Dict<string> => fileVariables().vars;

function fileVariables(): { vars: NodeJS.Dict<string>; text: string } {
  if (!existsSync(ENV_FILE)) return { vars: {}, text: '' };
  const text = readFileSync(ENV_FILE, 'utf8');
  return { vars: parseEnv(text), text };
}

/** the configuration of .env under the process environment, or the error at its line of .env */
export function readDevConfig(env: NodeJS.ProcessEnv = process.env): { config: Config } | { error: DevError } {
  const { vars, text } = fileVariables();
  try {
    return { config: loadConfig({ ...vars, ...env }) };
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    const name = /configuration: ([A-Z0-9_]+)/.exec(err.message)?.[1] ?? '';
    const lines = text.split('\n');
    const at = name && !(name in env) ? lines.findIndex((l) => new RegExp(`^\\s*(export\\s+)?${name}\\s*=`).test(l)) : -1;
    return {
      error: {
        kind: 'config',
        message: err.message,
        file: at >= 0 ? '.env' : undefined,
        line: at >= 0 ? at + 1 : undefined,
        // a secret variable's line without its value (loadConfig's message never has it)
        lineText: at >= 0 ? shownEnvLine(lines[at] ?? '') : undefined,
      },
    };
  }
}

/** the variables whose change `site dev` applies without a restart: the pages' settings and the blog's source */
const APPLIED = new Set([
  'SITE_URL',
  'GA_MEASUREMENT_ID',
  'HUBSPOT_PORTAL_ID',
  'HUBSPOT_EVENT_FORM_ID',
  'HUBSPOT_REGION',
  'YOUTUBE_OVERVIEW_VIDEO_ID',
  'BLOG_DIR',
  'NOTION_TOKEN',
  'NOTION_DATABASE_ID',
  'NOTION_API_URL',
]);

/** the variables that changed between two configurations, split by whether a restart is needed */
export function configChanges(before: Config, after: Config): { applied: Array<keyof Config>; restart: Array<keyof Config> } {
  const changed = (Object.keys(after) as Array<keyof Config>).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { applied: changed.filter((k) => APPLIED.has(k)), restart: changed.filter((k) => !APPLIED.has(k)) };
}
