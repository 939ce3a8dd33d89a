import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { ExportReport } from '../../cli/export/report';

/** the folder of the run's shared export (tests/globalSetup.ts) */
export const siteDir = (): string => inject('siteDir');

/** a file of the shared export, as text */
export const readSiteFile = (file: string): Promise<string> => readFile(path.join(siteDir(), file), 'utf8');

/** the export's report.json */
export async function readReport(): Promise<ExportReport> {
  return JSON.parse(await readSiteFile('report.json')) as ExportReport;
}

/** the <title> of an HTML document */
export const titleOf = (html: string): string | undefined => html.match(/<title>([^<]*)<\/title>/)?.[1];
