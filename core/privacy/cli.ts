import { createInterface } from 'node:readline/promises';
import type { PersonData } from '../../src/shared/leads/person';
import type { Config } from '../config';
import { printable } from '../store/operators';
import type { LeadStore } from '../store/types';
import { resolveErasureKey } from './erasureKey';
import type { PersonContext } from './person';

/** what `site leads show` and `site leads erase` work with */
export const personContext = (config: Pick<Config, 'DATA_DIR' | 'LEADS_ERASURE_KEY'>, store: LeadStore): PersonContext => ({
  store,
  dataDir: config.DATA_DIR,
  key: resolveErasureKey(config.LEADS_ERASURE_KEY, config.DATA_DIR),
});

/** what is held on the person, in a few lines (no message bodies) */
export function personSummary(d: PersonData): string {
  const lines = [`Held on ${printable(d.email)}:`];
  lines.push(`  leads: ${d.leads.length}`);
  for (const l of d.leads)
    lines.push(`    ${l.createdAt}  ${l.formType.padEnd(8)} ${printable(l.name)}${l.company ? ` (${printable(l.company)})` : ''}`);
  lines.push(`  newsletter sign-up: ${d.newsletter ? `since ${d.newsletter.createdAt}` : 'none'}`);
  const unsent = d.outboxMessages.filter((m) => !m.sentAt).length;
  lines.push(`  outbox messages: ${d.outboxMessages.length}${unsent ? ` (${unsent} not sent yet)` : ''}`);
  lines.push(`  .eml files: ${d.emlFiles.length}`);
  if (d.erasures.length > 0) lines.push(`  erased before: ${d.erasures.map((e) => e.erasedAt).join(', ')}`);
  return lines.join('\n');
}

/** asks the operator to type the address again; anything else, or no terminal, refuses */
export async function confirmErase(address: string): Promise<void> {
  if (!process.stdin.isTTY) throw new Error('Nothing erased: confirm on a terminal, or pass --yes');
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const typed = await rl.question('This cannot be undone. Type the address again to erase everything above: ');
    if (typed.trim().toLowerCase() !== address.trim().toLowerCase()) throw new Error('Nothing erased: the address typed did not match');
  } finally {
    rl.close();
  }
}
