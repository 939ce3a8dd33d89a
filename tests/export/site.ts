import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { ExportReport } from '../../cli/export/report';
import { byTag, parseHtml, textOf } from './html';

/** the folder of the run's shared export (tests/globalSetup.ts) */
export const siteDir = (): string => inject('siteDir');

/** a file of the shared export, as text */
export const readSiteFile = (file: string): Promise<string> => readFile(path.join(siteDir(), file), 'utf8');

/** the export's report.json */
export async function readReport(): Promise<ExportReport> {
  return JSON.parse(await readSiteFile('report.json')) as ExportReport;
}

/** the <title> of an HTML document, as a browser shows it (entities decoded) */
export const titleOf = (html: string): string | undefined => {
  const title = byTag(parseHtml(html), 'title')[0];
  return title ? textOf(title) : undefined;
};
