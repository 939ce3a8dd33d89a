import { writeFile } from 'node:fs/promises';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { formTypes } from '../../src/shared/forms/options';
import type { CommandContext } from '../site';

const positiveInt = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of 1 or more');
  return n;
};

export function registerLeads(program: Command, ctx: CommandContext): void {
  const leads = program
    .command('leads')
    .description('read stored leads and newsletter sign-ups (SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set)');

  leads
    .command('list')
    .description('print the newest leads as a table')
    .option('--limit <n>', 'how many, newest first', positiveInt, 50)
    .addOption(new Option('--form-type <type>', 'only this form').choices([...formTypes]))
    .option('--newsletter', 'newsletter subscribers instead of leads')
    .option('--json', 'print JSON instead of a table')
    .addHelpText(
      'after',
      '\nExamples:\n  $ site leads list\n  $ site leads list --form-type demo --limit 10\n  $ DATABASE_URL=postgres://... site leads list --json',
    )
    .action(async (opts: { limit: number; formType?: (typeof formTypes)[number]; newsletter?: boolean; json?: boolean }) => {
      const { readStoredRecords, recordsTable } = await import('../../core/store/operators');
      const records = await readStoredRecords(await ctx.config(), opts);
      console.log(opts.json ? JSON.stringify(records, null, 2) : recordsTable(records));
    });

  leads
    .command('export')
    .description('write every lead as CSV (RFC 4180; cells that a spreadsheet would run as formulas are neutralised)')
    .addOption(new Option('--format <format>', 'output format').choices(['csv']).makeOptionMandatory())
    .addOption(new Option('--form-type <type>', 'only this form').choices([...formTypes]))
    .option('--newsletter', 'newsletter subscribers instead of leads')
    .option('--out <file>', 'write to this file instead of standard output')
    .addHelpText(
      'after',
      '\nExamples:\n  $ site leads export --format csv > leads.csv\n  $ site leads export --format csv --newsletter --out subscribers.csv',
    )
    .action(async (opts: { format: 'csv'; formType?: (typeof formTypes)[number]; newsletter?: boolean; out?: string }) => {
      const { readStoredRecords, recordsCsv } = await import('../../core/store/operators');
      const records = await readStoredRecords(await ctx.config(), opts);
      const csv = recordsCsv(records);
      if (opts.out) {
        await writeFile(opts.out, csv);
        const n = 'leads' in records ? records.leads.length : records.subscribers.length;
        console.error(`Wrote ${n} rows to ${opts.out}`);
      } else {
        process.stdout.write(csv);
      }
    });
}
