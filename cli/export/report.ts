import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UnshownPost } from '../../src/shared/blog/unshown';
import type { PageDeps } from './pageDeps';
import type { ExportTimings } from './phases';

export interface PageReport {
  path: string;
  file: string;
  status: number;
  bytes: number;
  brotliBytes: number;
  renderMs: number;
  /** the page's input key (reuse.ts): an update leaves a page alone while its key is unchanged */
  key?: string;
  /** what the page read and the key of their versions (pageDeps.ts): an update leaves it alone, unloaded, while that key holds */
  deps?: PageDeps;
}

/** a post's JSON copy in an export: the key of what it was made from (postCopies.ts) and its sizes */
export interface CopyReport {
  key: string;
  bytes: number;
  brotliBytes: number;
}

export interface ExportReport extends Partial<ExportTimings> {
  generatedAt: string;
  /** the build the pages were rendered with (cache.ts): an update compares it with its own */
  buildKey?: string;
  /** the base of the pages' dependency keys (pageDeps.ts: build, public config, public/): a one-post update compares it with its own */
  depBase?: string;
  siteUrl: string;
  durationMs: number;
  pages: PageReport[];
  assets: Array<{ file: string; bytes: number; brotliBytes: number }>;
  totals: { pages: number; files: number; bytes: number; brotliBytes: number };
  /** the posts' JSON copies by file, when made with keys: a later export keeps one whose key is unchanged */
  copies?: Record<string, CopyReport>;
  /** the published posts holding content the site cannot show: what, where and how many words (issue 34) */
  unshown?: UnshownPost[];
}

/** the spec's static-generation result, returned by every export command and admin call */
export type { GenerationResult } from '../../src/shared/adminActions';

/** reads an export's report; throws a clear error when the folder holds no export */
export async function readExportReport(outDir: string): Promise<ExportReport> {
  return JSON.parse(await readReportText(outDir)) as ExportReport;
}

/** reads an export's report as lines (below), with the same error */
export async function readReportLines(outDir: string): Promise<ReportLines> {
  return parseReportLines(await readReportText(outDir));
}

async function readReportText(outDir: string): Promise<string> {
  const text = await readFile(path.join(outDir, 'report.json'), 'utf8').catch(() => null);
  if (text === null) throw new Error(`no export in ${outDir}: run \`site export\` first`);
  return text;
}

/**
 * report.json as lines: its head (every field but the two long lists) parsed, and each page and post
 * copy as the JSON text of its line, parsed only when asked for. At 4,000 posts the file is about 2 MB:
 * a one-post update reads one page's line, replaces it and writes the lines back instead of parsing
 * and stringifying every page (measured at 4,000 posts: about 35 ms, 6%, of a CLI regenerate).
 */
export interface ReportLines {
  head: Omit<ExportReport, 'pages' | 'copies'>;
  /** a JSON object per page (PageReport), in the report's order */
  pages: string[];
  /** a `"file":{…}` member per post copy (CopyReport), when the report has copies */
  copies?: string[];
}

/** a report as lines */
export function reportLines(report: ExportReport): ReportLines {
  const { pages, copies, ...head } = report;
  return {
    head,
    pages: pages.map((p) => JSON.stringify(p)),
    ...(copies ? { copies: Object.entries(copies).map(([file, c]) => `${JSON.stringify(file)}:${JSON.stringify(c)}`) } : {}),
  };
}

/**
 * report.json's text: indented, with one line per page and per post copy (at 4,000 posts an indented
 * line per field made it 2.5 MB). JSON escapes every newline inside a string, so each entry is one line.
 */
export function linesText(lines: ReportLines): string {
  const list = (open: string, items: string[], close: string) =>
    items.length === 0 ? `${open}${close}` : `${open}\n    ${items.join(',\n    ')}\n  ${close}`;
  // the indented head without its closing brace, then the two long lists
  let text = `${JSON.stringify(lines.head, null, 2).slice(0, -2)},\n  "pages": ${list('[', lines.pages, ']')}`;
  if (lines.copies) text += `,\n  "copies": ${list('{', lines.copies, '}')}`;
  return `${text}\n}\n`;
}

export const reportText = (report: ExportReport): string => linesText(reportLines(report));

const PAGES_OPEN = ',\n  "pages": [';
const COPIES_OPEN = ',\n  "copies": {';

/**
 * the lines of report.json's text; a text in another layout (edited by hand, or written by an older
 * exporter) is parsed whole. The markers cannot occur inside a value: the head's own keys are indented
 * deeper, and no line of a list holds a raw newline.
 */
export function parseReportLines(text: string): ReportLines {
  const at = text.indexOf(PAGES_OPEN);
  if (at < 0 || !text.endsWith('\n}\n')) return reportLines(JSON.parse(text) as ExportReport);
  const head = JSON.parse(`${text.slice(0, at)}\n}`) as ReportLines['head'];
  /** the entries of a list whose opening bracket ends at `from`, and where its text ends */
  const list = (from: string, close: string, start: number): { items: string[]; end: number } => {
    if (text.startsWith(close, start)) return { items: [], end: start + 1 };
    const end = text.indexOf(`\n  ${close}`, start);
    if (!text.startsWith('\n    ', start) || end < 0) throw new SyntaxError(`report.json: a damaged ${from} list`);
    return { items: text.slice(start + 5, end).split(',\n    '), end: end + 4 };
  };
  const pages = list('pages', ']', at + PAGES_OPEN.length);
  let end = pages.end;
  let copies: string[] | undefined;
  if (text.startsWith(COPIES_OPEN, end)) {
    const c = list('copies', '}', end + COPIES_OPEN.length);
    copies = c.items;
    end = c.end;
  }
  // an entry with a newline in it was split inside itself: an indented layout (JSON.stringify's, say)
  const whole = (items: string[]) => items.every((item) => !item.includes('\n'));
  if (end !== text.length - 3 || !whole(pages.items) || (copies && !whole(copies))) return reportLines(JSON.parse(text) as ExportReport);
  return { head, pages: pages.items, ...(copies ? { copies } : {}) };
}

/** the whole report of its lines */
export function fullReport(lines: ReportLines): ExportReport {
  return {
    ...lines.head,
    pages: JSON.parse(`[${lines.pages.join(',')}]`) as PageReport[],
    ...(lines.copies ? { copies: JSON.parse(`{${lines.copies.join(',')}}`) as Record<string, CopyReport> } : {}),
  };
}

/** the JSON string that starts at `start` of a line, read without parsing the rest */
function stringAt(line: string, start: number): string {
  let i = start + 1;
  while (i < line.length && line[i] !== '"') i += line[i] === '\\' ? 2 : 1;
  return JSON.parse(line.slice(start, i + 1)) as string;
}

/** the path of a page's line (the exporter writes it first: toPageReport; a line written otherwise is parsed) */
export const linePath = (line: string): string =>
  line.startsWith('{"path":"') ? stringAt(line, 8) : (JSON.parse(line) as PageReport).path;

/** the file of a post copy's line (its member name) */
export const lineFile = (line: string): string => stringAt(line, 0);

/** the timings of a report, for --json */
export const timingsOf = (report: ExportReport) => ({ phases: report.phases, pageWork: report.pageWork, reusedPages: report.reusedPages });

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** one-paragraph summary for the terminal: counts, size, time and the largest pages */
export function summarize(report: ExportReport, outDir: string): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const largest = [...report.pages].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  return [
    `Exported ${report.totals.pages} pages and ${report.totals.files} files (${kb(report.totals.bytes)}, ${kb(report.totals.brotliBytes)} brotli) to ${outDir} in ${(report.durationMs / 1000).toFixed(2)} s`,
    ...(report.phases
      ? [
          `Rendered ${report.totals.pages - (report.reusedPages ?? 0)} pages, reused ${report.reusedPages ?? 0} unchanged from the previous export`,
          `Phases: ${Object.entries(report.phases)
            .map(([name, ms]) => `${name} ${seconds(ms)}`)
            .join(', ')}`,
        ]
      : []),
    'Largest pages:',
    ...largest.map((p) => `  ${p.path.padEnd(48)} ${kb(p.bytes).padStart(10)}  (${kb(p.brotliBytes)} br)`),
    ...unshownLines(report.unshown ?? []),
  ].join('\n');
}

/** the summary's lines on the posts holding content the site cannot show (the warnings list each block) */
function unshownLines(unshown: UnshownPost[]): string[] {
  if (unshown.length === 0) return [];
  return [
    `Not shown: ${unshown.length} blog post${unshown.length === 1 ? ' holds' : 's hold'} content the site cannot show (report.json lists it; --strict fails the export):`,
    ...unshown.map((p) => {
      const words = p.blocks.reduce((n, b) => n + b.words, 0);
      return `  ${p.file}: ${p.blocks.length} block${p.blocks.length === 1 ? '' : 's'}, ${words} word${words === 1 ? '' : 's'} (${[...new Set(p.blocks.map((b) => b.type))].join(', ')})`;
    }),
  ];
}
