import { existsSync, readFileSync } from 'node:fs';
import { appendFile, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import type { HistoryEntry } from '../src/shared/adminActions';
import { log } from './log';

/**
 * The history of the exports and publishes of an export folder, for the admin page: one JSON line per
 * run (the admin's actions and the `site` commands alike) in `<folder>.history.jsonl` beside it, never
 * inside it (so never served, zipped or deployed). The last KEEP runs are kept.
 */

const KEEP = 100;

/** dist/site -> dist/site.history.jsonl */
export const historyFileFor = (outDir: string): string => path.join(path.dirname(outDir), `${path.basename(outDir)}.history.jsonl`);

/** the pages of an export as its report.json lists them: each page's path and what says it changed */
export type PageSnapshot = { pages: Map<string, string>; bytes: number; generatedAt: string } | null;

/** what the history reads of a report.json */
export interface ReportPages {
  generatedAt: string;
  pages: Array<{ path: string; key?: string; bytes: number }>;
  totals: { bytes: number };
}

/**
 * what a run changed in its export, handed over by a run that knows it (an update replaces a few lines
 * of report.json): the pages it added, changed and removed, and the export's size after it
 */
export interface ExportChange {
  pages: HistoryEntry['pages'];
  exportBytes: number;
}

/** what says a page changed: its input key and size */
export const pageSignature = (p: { key?: string; bytes: number }): string => `${p.key ?? ''} ${p.bytes}`;

/** the pages of a report, each with what says it changed */
export function snapshotOf(report: ReportPages): NonNullable<PageSnapshot> {
  return {
    pages: new Map(report.pages.map((p) => [p.path, pageSignature(p)])),
    bytes: report.totals.bytes,
    generatedAt: report.generatedAt,
  };
}

/** reads the export's report.json (null when there is none, or it is unreadable) */
export function snapshotExport(outDir: string): PageSnapshot {
  try {
    return snapshotOf(JSON.parse(readFileSync(path.join(outDir, 'report.json'), 'utf8')) as ReportPages);
  } catch {
    return null;
  }
}

/** pages added, changed (a new input key or size) and removed between two snapshots of an export */
export function pageChanges(before: PageSnapshot, after: PageSnapshot): HistoryEntry['pages'] {
  if (!after || (before && before.generatedAt === after.generatedAt)) return { added: 0, changed: 0, removed: 0 };
  const old = before?.pages ?? new Map<string, string>();
  let added = 0;
  let changed = 0;
  for (const [p, v] of after.pages) {
    const was = old.get(p);
    if (was === undefined) added++;
    else if (was !== v) changed++;
  }
  const removed = [...old.keys()].filter((p) => !after.pages.has(p)).length;
  return { added, changed, removed };
}

/**
 * appends a run to the folder's history; a history that cannot be written is logged, never fatal. A run
 * that left no folder (a first export that failed, a command given a folder that does not exist) has no
 * history to be part of: nothing is written beside it.
 */
export async function recordRun(outDir: string, entry: HistoryEntry): Promise<void> {
  const file = historyFileFor(outDir);
  if (!existsSync(outDir)) return;
  try {
    await appendFile(file, `${JSON.stringify(entry)}\n`);
    const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
    if (lines.length > KEEP * 2) {
      await writeFile(`${file}.tmp`, `${lines.slice(-KEEP).join('\n')}\n`);
      await rename(`${file}.tmp`, file);
    }
  } catch (err) {
    log('warn', 'history not written', { file, error: err instanceof Error ? err.message : String(err) });
  }
}

const count = z.number().int().nonnegative();
/** a line as recordRun writes it: anything else (a line cut off by a crash, or written by hand) is no entry (also the OpenAPI document's history entry) */
export const historyEntrySchema = z.object({
  at: z.iso.datetime(),
  label: z.string(),
  source: z.enum(['admin', 'cli', 'notion']),
  ok: z.boolean(),
  message: z.string(),
  pages: z.object({ added: count, changed: count, removed: count }).optional(),
  exportBytes: count.optional(),
  upload: z.object({ files: count, deleted: count, bytes: count, target: z.string() }).optional(),
  durationMs: z.number().nonnegative(),
}) satisfies z.ZodType<HistoryEntry>;

/** one line of the history as an entry, or null when it is not one (not JSON, not an object, a field of another type) */
export function historyEntryOf(line: string): HistoryEntry | null {
  try {
    const parsed = historyEntrySchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** the folder's last runs, newest first; a line that is not an entry as recordRun writes it is skipped */
export async function readHistory(outDir: string, limit = 20): Promise<HistoryEntry[]> {
  const text = await readFile(historyFileFor(outDir), 'utf8').catch(() => '');
  const entries: HistoryEntry[] = [];
  for (const line of text.split('\n').reverse()) {
    if (entries.length >= limit) break;
    const entry = line.trim() ? historyEntryOf(line) : null;
    if (entry) entries.push(entry);
  }
  return entries;
}

/**
 * runs an export or publish and records it: when, what, the result's message, the pages it added,
 * changed and removed (from report.json before and after), the export's size and what it uploaded
 */
export async function withHistory<T extends { result: { success: boolean; message: string } }>(
  run: {
    outDir: string;
    label: string;
    source: HistoryEntry['source'];
    /** what it uploaded (a publish, deploy or rollback) */
    upload?: (outcome: T) => HistoryEntry['upload'];
    /** the pages it changed, when not the export's (a deploy: the bucket's) */
    pages?: (outcome: T) => HistoryEntry['pages'];
    /**
     * a run that hands over what it changed (an update knows it): report.json is not read around it
     * (1.9 MB at 4,000 posts, parsed twice, was a sixth of a one-post regenerate). A successful run must
     * hand it over; one that failed changed no page.
     */
    change?: (outcome: T) => ExportChange;
    /** the report.json a run wrote, handed over so that it is not read back (a full export's is 1.9 MB at 4,000 posts) */
    report?: (outcome: T) => ReportPages | undefined;
    /** a failure not worth a line: input refused before anything ran (an unsafe slug writes nothing at all) */
    ignore?: (err: unknown) => boolean;
  },
  work: () => Promise<T>,
): Promise<T> {
  const before = run.change ? undefined : snapshotExport(run.outDir);
  const started = Date.now();
  const finish = async (ok: boolean, message: string, outcome?: T) => {
    const handed = outcome && run.change?.(outcome);
    const written = !handed && outcome ? run.report?.(outcome) : undefined;
    const after = handed ? null : written ? snapshotOf(written) : snapshotExport(run.outDir);
    const changes = handed ? handed.pages : before === undefined ? { added: 0, changed: 0, removed: 0 } : pageChanges(before, after);
    const exportBytes = handed ? handed.exportBytes : after?.bytes;
    const upload = outcome && run.upload ? run.upload(outcome) : undefined;
    await recordRun(run.outDir, {
      at: new Date().toISOString(),
      label: run.label,
      source: run.source,
      ok,
      message,
      pages: (outcome && run.pages?.(outcome)) || changes,
      ...(exportBytes !== undefined ? { exportBytes } : {}),
      ...(upload ? { upload } : {}),
      durationMs: Date.now() - started,
    });
  };
  let outcome: T;
  try {
    outcome = await work();
  } catch (err) {
    if (!run.ignore?.(err)) await finish(false, err instanceof Error ? err.message : String(err));
    throw err;
  }
  await finish(outcome.result.success, outcome.result.message, outcome);
  return outcome;
}
