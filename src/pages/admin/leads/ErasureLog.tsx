import { formatWhen } from '../format';
import { fetchErasures } from './leadsClient';
import { useAdminRead } from './useAdminRead';

/** the latest erasure records: when, how much, and the hash's first digits (never an address) */
export function ErasureLog({ token, onRefused, version }: { token: string; onRefused: (m: string) => void; version: number }) {
  const { data: records, error } = useAdminRead(fetchErasures, token, onRefused, version);

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
