import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { formTypes } from '../../src/shared/forms/options';
import { type InboxForm, inboxForms } from '../../src/shared/leads/inbox';
import { personRequestSchema } from '../../src/shared/leads/person';
import type { CommandContext } from '../site';

const positiveInt = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of 1 or more');
  return n;
};

interface FilterOptions {
  search?: string;
  form?: InboxForm;
  /** the older spelling of --form */
  formType?: InboxForm;
  /** the older spelling of --form newsletter */
  newsletter?: boolean;
  since?: string;
  until?: string;
}

/** the options both commands take: the inbox's filters */
function withFilters(cmd: Command): Command {
  return cmd
    .option('--search <words>', 'words that must all appear in the name, e-mail or company (case and accents aside)')
    .addOption(new Option('--form <form>', 'only this form').choices([...inboxForms]))
    .addOption(new Option('--form-type <form>', 'the same as --form').choices([...formTypes]).hideHelp())
    .option('--newsletter', 'only newsletter sign-ups (the same as --form newsletter)')
    .option('--since <when>', 'received on or after: a day (2025-01-31, UTC), an instant with its offset, or 7d for the last 7 days')
    .option('--until <when>', 'received up to: a day (included), an instant (excluded), or Nd');
}

const filtersOf = (o: FilterOptions) => ({
  search: o.search,
  form: o.form ?? o.formType ?? (o.newsletter ? ('newsletter' as const) : undefined),
  since: o.since,
  until: o.until,
});

export function registerLeads(program: Command, ctx: CommandContext): void {
  const leads = program
    .command('leads')
    .description('the leads inbox: leads and newsletter sign-ups (SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set)');

  withFilters(leads.command('list').description('print the newest leads and sign-ups as a table, newest first'))
    .option('--limit <n>', 'how many, newest first', positiveInt, 50)
    .option('--json', 'print the page as JSON (the answer of GET /api/admin/leads)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ site leads list\n  $ site leads list --search "acme" --form demo --since 7d\n  $ DATABASE_URL=postgres://... site leads list --json',
    )
    .action(async (opts: FilterOptions & { limit: number; json?: boolean }) => {
      const { cliQuery, inboxTable, withStore } = await import('../../core/store/operators');
      const { listInbox } = await import('../../core/store/inbox');
      const q = cliQuery({ ...filtersOf(opts), limit: opts.limit });
      const page = await withStore(await ctx.config(), (store) => listInbox(store, q));
      console.log(opts.json ? JSON.stringify(page, null, 2) : inboxTable(page));
    });

  withFilters(
    leads
      .command('export')
      .description(
        'write the filtered leads and sign-ups as CSV, streamed (RFC 4180; cells a spreadsheet would run as formulas are neutralised)',
      ),
  )
    .addOption(new Option('--format <format>', 'output format').choices(['csv']).makeOptionMandatory())
    .option('--out <file>', 'write to this file instead of standard output')
    .addHelpText(
      'after',
      '\nExamples:\n  $ site leads export --format csv > leads.csv\n  $ site leads export --format csv --form newsletter --out subscribers.csv\n  $ site leads export --format csv --search acme --since 2025-01-01',
    )
    .action(async (opts: FilterOptions & { format: 'csv'; out?: string }) => {
      const { cliQuery, withStore } = await import('../../core/store/operators');
      const { inboxCsv } = await import('../../core/store/inbox');
      const q = cliQuery(filtersOf(opts));
      let rows = 0;
      await withStore(await ctx.config(), (store) =>
        pipeline(
          Readable.from(inboxCsv(store, q, (n) => (rows += n))),
          opts.out ? createWriteStream(opts.out) : process.stdout,
          // standard output stays open for whatever runs after
          { end: Boolean(opts.out) },
        ),
      );
      if (opts.out) console.error(`Wrote ${rows} rows to ${opts.out}`);
    });

  leads
    .command('show <email>')
    .description('everything held on one person (GDPR articles 15 and 20): leads, newsletter sign-up, outbox messages, .eml files')
    .option('--json', 'print the one JSON document of the export (the answer of POST /api/admin/leads/person)')
    .addHelpText('after', '\nExamples:\n  $ site leads show ada@example.com\n  $ site leads show ada@example.com --json > ada.json')
    .action(async (email: string, opts: { json?: boolean }) => {
      const { personContext, personSummary } = await import('../../core/privacy/cli');
      const { findPerson } = await import('../../core/privacy/person');
      const { withStore } = await import('../../core/store/operators');
      const config = await ctx.config();
      const data = await withStore(config, async (store) => findPerson(personContext(config, store), checkedAddress(email)));
      console.log(opts.json ? JSON.stringify(data, null, 2) : personSummary(data));
    });

  leads
    .command('erase <email>')
    .description(
      'erase one person (GDPR article 17): leads, sign-up, outbox messages (a waiting one is never sent) and .eml files, keeping an erasure record with the address only as a keyed hash',
    )
    .option('--yes', 'erase without asking (scripts); otherwise the address must be typed again on a terminal')
    .addHelpText('after', '\nExamples:\n  $ site leads erase ada@example.com\n  $ site leads erase ada@example.com --yes')
    .action(async (email: string, opts: { yes?: boolean }) => {
      const { confirmErase, personContext, personSummary } = await import('../../core/privacy/cli');
      const { erasePerson, findPerson } = await import('../../core/privacy/person');
      const { withStore } = await import('../../core/store/operators');
      const config = await ctx.config();
      const address = checkedAddress(email);
      const record = await withStore(config, async (store) => {
        const context = personContext(config, store);
        if (!opts.yes) {
          console.error(personSummary(await findPerson(context, address)));
          await confirmErase(address);
        }
        return erasePerson(context, address);
      });
      const c = record.counts;
      console.log(
        `Erased ${c.leads} leads, ${c.newsletter} newsletter sign-up${c.newsletter === 1 ? '' : 's'}, ${c.outbox} outbox messages (${c.outboxUnsent} not sent, now never sent) and ${c.emlFiles} .eml files. Erasure record ${record.id} (subject ${record.subject}, key ${record.keyId}).`,
      );
    });
}

/** the address argument, checked as the API checks it */
function checkedAddress(email: string): string {
  const parsed = personRequestSchema.safeParse({ email });
  if (!parsed.success) throw new InvalidArgumentError(parsed.error.issues[0]?.message ?? 'not an e-mail address');
  return parsed.data.email;
}
