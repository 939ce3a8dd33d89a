/**
 * What `site dev` shows in the page's overlay and prints in the terminal: a compile error (esbuild,
 * the stylesheet), a render error (mapped from the bundle to the source), a post that cannot be read
 * (its front matter) or a bad configuration, each with its file and line where there is one.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../core/exportPaths';
import { type DevError, titleOf, whereOf } from './devError';

export type { DevError };

/** the terminal's lines of an error */
export function errorText(e: DevError): string {
  const where = whereOf(e);
  const lines = [`✗ ${titleOf(e)}${e.page ? ` (${e.page})` : ''}: ${where ? `${where}: ` : ''}${e.message}`];
  if (e.lineText) lines.push(`    ${e.lineText.trim()}`);
  return lines.join('\n');
}

export const displayPath = (file: string) => {
  const r = path.relative(projectRoot, file);
  return r.startsWith('..') || path.isAbsolute(r) ? file : r.split(path.sep).join('/');
};

/** the line of a file, for the overlay (empty when unreadable) */
function lineOf(file: string, line: number): string | undefined {
  try {
    return readFileSync(path.resolve(projectRoot, file), 'utf8').split('\n')[line - 1];
  } catch {
    return undefined;
  }
}

const FRAME = /\(?(file:\/\/[^\s)]+|\/[^\s):]+):(\d+):(\d+)\)?$/;

/**
 * a render error at its source: the first frame of its stack in the server bundle that a source map
 * (written beside each bundled file) leads into the project, not node_modules, with that line. The
 * maps are read only here.
 */
export function renderError(err: { message: string; stack?: string }, page: string): DevError {
  const parsed = new Map<string, SourceMap | null>();
  for (const frame of (err.stack ?? '').split('\n').slice(1)) {
    const m = FRAME.exec(frame.trim());
    if (!m?.[1]) continue;
    const file = m[1].startsWith('file://') ? fileURLToPath(m[1]) : m[1];
    if (!parsed.has(file)) parsed.set(file, mapOf(file));
    const entry = parsed.get(file)?.findEntry(Number(m[2]) - 1, Number(m[3]) - 1);
    const source = entry && 'originalSource' in entry ? entry.originalSource : undefined;
    if (!entry || !source || !('originalLine' in entry)) continue;
    const abs = source.startsWith('file://') ? fileURLToPath(source) : path.resolve(path.dirname(file), source);
    if (abs.includes(`${path.sep}node_modules${path.sep}`)) continue;
    const where = displayPath(abs);
    return {
      kind: 'render',
      page,
      message: err.message,
      file: where,
      line: entry.originalLine + 1,
      column: entry.originalColumn + 1,
      lineText: lineOf(abs, entry.originalLine + 1),
    };
  }
  return { kind: 'render', page, message: err.message };
}

/** the source map esbuild wrote beside a bundled file (none for other files) */
function mapOf(file: string): SourceMap | null {
  try {
    return new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * the line a post's problem is about: the YAML parser names its line within the front matter (which
 * starts on the file's second line); a field's problem is on that field's line, a missing field on
 * the opening `---`
 */
export function postProblemLine(text: string, reason: string): number {
  const yaml = /at line (\d+), column \d+/.exec(reason);
  if (yaml?.[1]) return Number(yaml[1]) + 1;
  const lines = text.split('\n');
  const field = /^front matter: ([A-Za-z]+)[ .]/.exec(reason)?.[1];
  if (field) {
    const end = lines.findIndex((l, i) => i > 0 && /^---\s*$/.test(l));
    const at = lines.findIndex((l, i) => i > 0 && (end < 0 || i < end) && l.startsWith(`${field}:`));
    if (at >= 0) return at + 1;
  }
  return 1;
}
