import { readFile } from 'node:fs/promises';
import path from 'node:path';
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
}

/** the spec's static-generation result, returned by every export command and admin call */
export type { GenerationResult } from '../../src/shared/adminActions';

/** reads an export's report; throws a clear error when the folder holds no export */
export async function readExportReport(outDir: string): Promise<ExportReport> {
  const text = await readFile(path.join(outDir, 'report.json'), 'utf8').catch(() => null);
  if (text === null) throw new Error(`no export in ${outDir}: run \`site export\` first`);
  return JSON.parse(text) as ExportReport;
}

/**
 * report.json's text: indented, with one line per page and per post copy (at 4,000 posts an indented
 * line per field made it 2.5 MB, and a regenerate spent more time on it than on its post). Each list is
 * stringified whole and broken before each entry: a page line starts with its "path" and a copy's value
 * is a flat object, and JSON escapes every quote inside a string, so `},{"path":` and `},"` occur only
 * between entries.
 */
export function reportText(report: ExportReport): string {
  const { pages, copies, ...rest } = report;
  const lines = (json: string, between: string, next: string) =>
    json.length <= 2 ? json : `${json[0]}\n    ${json.slice(1, -1).replaceAll(between, `},\n    ${next}`)}\n  ${json.at(-1)}`;
  // the indented head without its closing brace, then the two long lists
  let text = `${JSON.stringify(rest, null, 2).slice(0, -2)},\n  "pages": ${lines(JSON.stringify(pages), '},{"path":', '{"path":')}`;
  if (copies) text += `,\n  "copies": ${lines(JSON.stringify(copies), '},"', '"')}`;
  return `${text}\n}\n`;
}

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
  ].join('\n');
}
