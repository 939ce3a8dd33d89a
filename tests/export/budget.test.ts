import { describe, expect, it } from 'vitest';
import { budgetViolations, measurePage, weightTable } from '../../cli/export/budget';
import { readReport, siteDir } from './site';

describe('visitor speed budget', () => {
  it('every exported page is within its JS, CSS, HTML (and home total) budgets', async () => {
    const report = await readReport();
    const weights = await Promise.all(report.pages.map((p) => measurePage(siteDir(), p.path, { notFound: p.status === 404 })));
    console.log(`\n${weightTable(weights)}`);
    expect(weights.flatMap(budgetViolations)).toEqual([]);
  });
});
