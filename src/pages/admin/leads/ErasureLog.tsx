import { useEffect, useState } from 'react';
import type { ErasureRecord } from '../../../shared/leads/person';
import { TokenRefusedError } from '../adminClient';
import { formatWhen } from '../format';
import { errorText } from './errorText';
import { fetchErasures } from './leadsClient';

/** the latest erasure records: when, how much, and the hash's first digits (never an address) */
export function ErasureLog({ token, onRefused, version }: { token: string; onRefused: (m: string) => void; version: number }) {
  const [records, setRecords] = useState<ErasureRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the signal to read the records again (after an erase)
  useEffect(() => {
    let live = true;
    fetchErasures(token).then(
      (r) => live && setRecords(r),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof TokenRefusedError) onRefused(err.message);
        else setError(errorText(err));
      },
    );
    return () => {
      live = false;
    };
  }, [token, onRefused, version]);

  return (
    <section aria-labelledby="erasure-log-heading" className="card p-6">
      <h2 id="erasure-log-heading" className="text-xl font-bold">
        Erasure records
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Each erasure, newest first: when, and how much went from each store. The address is kept only as a keyed hash; its first digits
        identify the record.
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {error}
        </p>
      )}
      {records && records.length === 0 && <p className="mt-3 text-sm text-slate-400">No erasures yet.</p>}
      {records && records.length > 0 && (
        <ul className="mt-3 divide-y divide-ink-800 text-sm">
          {records.slice(0, 10).map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="text-slate-200">
                <time dateTime={r.erasedAt}>{formatWhen(r.erasedAt)}</time> <span className="font-mono text-slate-400">{r.subject}</span>
              </span>
              <span className="text-slate-300">
                {r.counts.leads} leads · {r.counts.newsletter} sign-ups · {r.counts.outbox} notifications · {r.counts.emlFiles} files
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
