import { useState } from 'react';
import type { AdminLive, HistoryEntry } from '../../shared/adminActions';
import { adminCopy } from './copy';
import { formatBytes, formatDuration, formatWhen } from './format';

const copy = adminCopy.live;

export type LiveState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; live: AdminLive };

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wider text-slate-400">{term}</dt>
      <dd className="mt-1 break-words text-slate-200">{children}</dd>
    </div>
  );
}

function Count({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-slate-400">{term}</dt>
      <dd className="font-semibold text-white">{value}</dd>
    </div>
  );
}

/** s3://bucket/prefix as written, or with a trailing slash: the same target */
const sameTarget = (a: string, b: string) => a.trim().replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

/** one run; a deploy says where it went, and whether that is another target than this server's (a CLI deploy elsewhere) */
function Entry({ entry, ownTarget }: { entry: HistoryEntry; ownTarget?: string }) {
  const elsewhere = entry.upload && ownTarget !== undefined && !sameTarget(entry.upload.target, ownTarget);
  return (
    <li className="border-t border-ink-700 py-4 first:border-t-0 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-white">{entry.label}</p>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
            entry.ok ? 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/30' : 'bg-red-400/10 text-red-200 ring-red-400/40'
          }`}
        >
          {entry.ok ? copy.ok : copy.failed}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-400">
        <time dateTime={entry.at}>{formatWhen(entry.at)}</time> ·{' '}
        {entry.source === 'cli' ? copy.fromCli : entry.source === 'notion' ? copy.fromNotion : copy.fromAdmin}
      </p>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {entry.ok && entry.pages && (
          <>
            <Count term={copy.added} value={entry.pages.added} />
            <Count term={copy.changed} value={entry.pages.changed} />
            <Count term={copy.removed} value={entry.pages.removed} />
          </>
        )}
        {entry.ok && entry.upload && (
          <>
            <Count term={copy.uploaded} value={`${entry.upload.files} files, ${formatBytes(entry.upload.bytes)}`} />
            <Count term={copy.deleted} value={entry.upload.deleted} />
            <Count
              term={copy.deployedTo}
              value={
                <>
                  <span className="break-all">{entry.upload.target}</span>
                  {elsewhere && ' '}
                  {elsewhere && (
                    <span className="ml-1 inline-block whitespace-nowrap rounded-full bg-amber-400/10 px-2 py-0.5 text-xs font-semibold text-amber-200 ring-1 ring-amber-400/40">
                      {copy.otherTarget}
                    </span>
                  )}
                </>
              }
            />
          </>
        )}
        {entry.ok && !entry.upload && entry.exportBytes !== undefined && <Count term={copy.size} value={formatBytes(entry.exportBytes)} />}
        <Count term={copy.duration} value={formatDuration(entry.durationMs)} />
      </dl>
      <p className={`mt-2 break-words text-sm ${entry.ok ? 'text-slate-300' : 'text-red-300'}`}>{entry.message}</p>
    </li>
  );
}

/** the runs shown before Show all */
const FIRST = 5;

function History({ entries, ownTarget }: { entries: HistoryEntry[]; ownTarget?: string }) {
  const [all, setAll] = useState(false);
  if (entries.length === 0) return <p className="mt-2 text-slate-300">{copy.noHistory}</p>;
  return (
    <>
      <ol aria-label={copy.historyRegion} className="mt-3">
        {(all ? entries : entries.slice(0, FIRST)).map((e) => (
          <Entry key={`${e.at} ${e.label}`} entry={e} ownTarget={ownTarget} />
        ))}
      </ol>
      {entries.length > FIRST && (
        <button
          type="button"
          className="mt-4 text-sm font-semibold text-brand-300 underline underline-offset-4 hover:text-brand-200"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? copy.showFewer : copy.showAll(entries.length)}
        </button>
      )}
    </>
  );
}

/** what is live: the export served, the deploy in the bucket, the posts that differ, and the last runs */
export function LiveCard({ state }: { state: LiveState }) {
  let body: React.ReactNode;
  if (state.status === 'loading')
    body = (
      <p role="status" className="mt-3 text-slate-300">
        {copy.loading}
      </p>
    );
  else if (state.status === 'error')
    body = (
      <p role="alert" className="mt-3 text-red-300">
        {copy.error}: {state.message}
      </p>
    );
  else {
    const { live } = state;
    const states = Object.values(live.posts);
    const changed = states.filter((s) => s === 'changed').length;
    const fresh = states.length - changed;
    body = (
      <>
        <dl className="mt-4 grid gap-4 md:grid-cols-3">
          <Fact term={copy.export}>
            {live.export
              ? copy.exportMade(formatWhen(live.export.generatedAt), live.export.pages, formatBytes(live.export.bytes))
              : copy.noExport}
          </Fact>
          {live.live && (
            <Fact term={copy.bucket}>
              {live.live.error ? (
                <span className="text-red-300">
                  {copy.unreachable} {live.live.error}
                </span>
              ) : live.live.deployedAt ? (
                <>
                  {copy.deployed(formatWhen(live.live.deployedAt), live.live.target)}
                  {live.export && live.export.generatedAt > live.live.deployedAt && (
                    <span className="mt-1 block text-sm text-amber-200">{copy.newerExport}</span>
                  )}
                </>
              ) : (
                copy.nothingDeployed(live.live.target)
              )}
            </Fact>
          )}
          <Fact term={copy.posts}>
            {changed + fresh + live.unpublished.length === 0
              ? copy.postsAsExported
              : copy.postsDiffer(changed, fresh, live.unpublished.length)}
          </Fact>
        </dl>
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-400">{copy.history}</h3>
        <History entries={live.history} ownTarget={live.live?.target} />
      </>
    );
  }
  return (
    <section aria-labelledby="admin-live-heading" className="card p-6">
      <h2 id="admin-live-heading" className="text-xl font-bold">
        {copy.title}
      </h2>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
