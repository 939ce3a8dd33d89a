import { describe, expect, it } from 'vitest';
import { budgetViolations, measurePage, weightTable } from '../../cli/export/budget';
import { listFiles } from '../../core/fileTree';
import { readReport, siteDir } from './site';

describe('visitor speed budget', () => {
  it('every exported page is within its JS, CSS, HTML (and home total) budgets', async () => {
    const report = await readReport();
    // every page file of the export is measured: an empty or partial report must not pass
    const pageFiles = (await listFiles(siteDir())).filter((f) => f.endsWith('.html'));
    expect(pageFiles.length).toBeGreaterThan(40);
    expect(report.pages.map((p) => p.file).sort()).toEqual(pageFiles.sort());
    const weights = await Promise.all(report.pages.map((p) => measurePage(siteDir(), p.path, { notFound: p.status === 404 })));
    console.log(`\n${weightTable(weights)}`);
    expect(weights.flatMap(budgetViolations)).toEqual([]);
  });
});
