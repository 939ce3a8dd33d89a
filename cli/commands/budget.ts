import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { defaultOutDir } from '../../core/exportPaths';
import type { ExportReport } from '../export/report';

export function registerBudget(program: Command): void {
  program
    .command('budget')
    .description("print every exported page's first-load weight and fail when one breaks its budget")
    .option('--dir <dir>', 'exported site folder', defaultOutDir)
    .addHelpText(
      'after',
      '\nBudgets (brotli): JS 100 KB, CSS 20 KB, HTML 40 KB per page; the home page 350 KB in all.\n\nExample:\n  $ site export && site budget',
    )
    .action(async (opts: { dir: string }) => {
      const { budgetViolations, measurePage, weightTable } = await import('../export/budget');
      const dir = path.resolve(opts.dir);
      const report = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as ExportReport;
      const weights = await Promise.all(report.pages.map((p) => measurePage(dir, p.path, { notFound: p.status === 404 })));
      console.log(weightTable(weights));
      const broken = weights.flatMap(budgetViolations);
      if (broken.length > 0) throw new Error(`${broken.length} budget(s) broken:\n  ${broken.join('\n  ')}`);
      console.log(`All ${weights.length} pages are within budget.`);
    });
}
