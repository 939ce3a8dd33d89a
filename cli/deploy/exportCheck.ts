import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ExportReport } from '../export/report';
import { DeployRefusedError } from './errors';

/** a --dir that is not a complete export: refused before the bucket is even listed */
export class IncompleteExportError extends DeployRefusedError {
  override name = 'IncompleteExportError';
}

// the exporter's own folders beside an export (cli/export/swap.ts): a staging folder being built, the spare
const EXPORTER_FOLDER = /^\.(.+)\.(staging-[0-9a-f]+|spare)$/;

/**
 * checks that `dir` holds a complete export before anything of the bucket changes: a folder, not one of
 * the exporter's staging or spare folders, with a report.json (written last) that lists its pages and
 * assets, every one of them present, and the home and not-found pages. Answers the export's site URL.
 */
export async function checkCompleteExport(dir: string): Promise<{ siteUrl: string; generatedAt: string }> {
  const s = await stat(dir).catch(() => null);
  if (!s?.isDirectory())
    throw new IncompleteExportError(`${dir} is not a folder: give --dir the export folder (run \`site export\` first)`);
  const exporterFolder = EXPORTER_FOLDER.exec(path.basename(dir));
  if (exporterFolder) {
    throw new IncompleteExportError(
      `${dir} is the exporter's ${exporterFolder[2] === 'spare' ? 'spare' : 'staging'} folder, not an export: deploy ${path.join(path.dirname(dir), exporterFolder[1] ?? '')} instead`,
    );
  }
  const text = await readFile(path.join(dir, 'report.json'), 'utf8').catch(() => null);
  if (text === null)
    throw new IncompleteExportError(`${dir} holds no report.json, so it is not a complete export: run \`site export\` first`);
  let report: Partial<ExportReport>;
  try {
    report = JSON.parse(text) as Partial<ExportReport>;
  } catch {
    throw new IncompleteExportError(`${dir}/report.json is not valid JSON, so the export is not complete: run \`site export\` again`);
  }
  if (!Array.isArray(report.pages) || !Array.isArray(report.assets) || typeof report.siteUrl !== 'string') {
    throw new IncompleteExportError(`${dir}/report.json lists no pages, so the export is not complete: run \`site export\` again`);
  }
  const listed = [...report.pages.map((p) => p.file), ...report.assets.map((a) => a.file), 'index.html', '404.html'];
  const missing = [...new Set(listed)].filter((f) => typeof f !== 'string' || !existsSync(path.join(dir, f)));
  if (missing.length > 0) {
    throw new IncompleteExportError(
      `${dir} is not a complete export: ${missing.length} of the files its report.json lists are missing (first: ${missing[0]}); run \`site export\` again`,
    );
  }
  return { siteUrl: report.siteUrl, generatedAt: report.generatedAt ?? '' };
}
