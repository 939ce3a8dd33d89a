import type { ReportPages } from '../../core/history';

/** what the history reads of a report.json: pages as [path, key, bytes], and their bytes summed */
export const reportPages = (generatedAt: string, pages: Array<[string, string, number]>): ReportPages => ({
  generatedAt,
  pages: pages.map(([p, key, bytes]) => ({ path: p, key, bytes })),
  totals: { bytes: pages.reduce((sum, [, , bytes]) => sum + bytes, 0) },
});
