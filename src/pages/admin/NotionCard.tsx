import { useCallback, useEffect, useState } from 'react';
import type { NotionEventEntry, NotionWebhookStatus } from '../../shared/notionWebhook';
import { ActionButton } from './ActionButton';
import { TokenRefusedError } from './adminClient';
import { formatDuration, formatWhen } from './format';
import { fetchNotionStatus, forgetNotionToken, setNotionAutoPublish } from './notionClient';
import { notionCopy as copy } from './notionCopy';

const STATUS_CLASS: Record<NotionEventEntry['status'], string> = {
  queued: 'bg-sky-400/10 text-sky-200 ring-sky-400/30',
  done: 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/30',
  ignored: 'bg-slate-400/10 text-slate-300 ring-slate-400/30',
  failed: 'bg-red-400/10 text-red-200 ring-red-400/40',
};

function EventLine({ event }: { event: NotionEventEntry }) {
  return (
    <li className="border-t border-ink-700 py-3 first:border-t-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-mono text-sm text-white">{event.type}</p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_CLASS[event.status]}`}>
          {copy.status[event.status]}
        </span>
      </div>
      <p className="mt-1 break-all text-sm text-slate-400">
        <time dateTime={event.receivedAt}>{formatWhen(event.receivedAt)}</time> · {event.entityId}
        {event.durationMs !== undefined && ` · ${formatDuration(event.durationMs)}`}
      </p>
      {event.outcome && (
        <p className={`mt-1 break-words text-sm ${event.status === 'failed' ? 'text-red-300' : 'text-slate-300'}`}>{event.outcome}</p>
      )}
    </li>
  );
}

/** the webhook's token, the publish-on-edit switch and the last events; shown only when the blog comes from Notion */
export function NotionCard({ token, onRefused }: { token: string; onRefused: (message: string) => void }) {
  const [status, setStatus] = useState<NotionWebhookStatus | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [copied, setCopied] = useState(false);

  const run = useCallback(
    async (work: () => Promise<NotionWebhookStatus | null>) => {
      try {
        setStatus(await work());
        setError(undefined);
      } catch (err) {
        if (err instanceof TokenRefusedError) onRefused(err.message);
        else setError(`${copy.failed}: ${err instanceof Error ? err.message : String(err)}`);
      }
    },
    [onRefused],
  );
  useEffect(() => {
    void run(() => fetchNotionStatus(token));
  }, [token, run]);
  // while an event is being handled, its line follows it
  const queued = status?.events.some((e) => e.status === 'queued') ?? false;
  useEffect(() => {
    if (!queued) return;
    const timer = setInterval(() => void run(() => fetchNotionStatus(token)), 2000);
    return () => clearInterval(timer);
  }, [queued, token, run]);

  if (!status) return error ? <p className="text-red-300">{error}</p> : null;
  const address = typeof window === 'undefined' ? status.path : `${window.location.origin}${status.path}`;
  const act = async (work: () => Promise<NotionWebhookStatus>) => {
    setPending(true);
    await run(work);
    setPending(false);
  };
  const tokenValue = status.token?.source === 'handshake' ? status.token : null;
  const canSwitch = !status.autoPublish.pinned && Boolean(status.autoPublish.target);

  return (
    <section aria-labelledby="admin-notion-heading" className="card p-6">
      <h2 id="admin-notion-heading" className="text-xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-2 text-slate-300">
        {copy.text} <code className="break-all text-slate-100">{address}</code>
      </p>
      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wider text-slate-400">{copy.token}</h3>
      {status.token?.source === 'env' && <p className="mt-1 text-slate-300">{copy.tokenPinned}</p>}
      {!status.token && <p className="mt-1 text-slate-300">{copy.tokenNone}</p>}
      {tokenValue && (
        <div className="mt-2">
          <div className="flex flex-wrap gap-3">
            <input
              readOnly
              aria-label={copy.token}
              value={tokenValue.value}
              className="w-full min-w-0 rounded-lg border sm:w-auto sm:flex-1 border-ink-600 bg-ink-900 px-3 py-2 font-mono text-sm text-white"
              onFocus={(e) => e.currentTarget.select()}
            />
            <ActionButton
              variant="secondary"
              pending={false}
              disabled={false}
              onClick={() => {
                void navigator.clipboard?.writeText(tokenValue.value).then(() => setCopied(true));
              }}
            >
              {copied ? copy.copied : copy.copy}
            </ActionButton>
            <ActionButton variant="secondary" pending={pending} disabled={pending} onClick={() => act(() => forgetNotionToken(token))}>
              {copy.forget}
            </ActionButton>
          </div>
          <p className="mt-2 text-sm text-slate-400">
            {copy.tokenReceived(formatWhen(tokenValue.receivedAt))}{' '}
            {tokenValue.confirmedAt ? copy.tokenConfirmed(formatWhen(tokenValue.confirmedAt)) : copy.tokenWaiting}
          </p>
        </div>
      )}
      <div className="mt-5 flex items-start gap-3">
        <input
          id="notion-auto-publish"
          type="checkbox"
          role="switch"
          className="mt-1 h-5 w-5 accent-brand-500"
          checked={status.autoPublish.on}
          aria-checked={status.autoPublish.on}
          disabled={!canSwitch || pending}
          aria-describedby="notion-auto-publish-help"
          onChange={(e) => act(() => setNotionAutoPublish(token, e.currentTarget.checked))}
        />
        <div>
          <label htmlFor="notion-auto-publish" className="font-semibold text-white">
            {copy.autoPublish}
          </label>
          <p id="notion-auto-publish-help" className="text-sm text-slate-400">
            {!status.autoPublish.target
              ? copy.autoPublishNoTarget
              : status.autoPublish.pinned
                ? `${copy.autoPublishText(status.autoPublish.target)} ${copy.autoPublishPinned}`
                : copy.autoPublishText(status.autoPublish.target)}
          </p>
        </div>
      </div>
      {error && <p className="mt-3 text-sm text-red-300">{error}</p>}
      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-400">{copy.events}</h3>
      {status.events.length === 0 ? (
        <p className="mt-1 text-slate-300">{copy.noEvents}</p>
      ) : (
        <ol aria-label={copy.events} className="mt-2">
          {status.events.slice(0, 10).map((e) => (
            <EventLine key={e.id} event={e} />
          ))}
        </ol>
      )}
    </section>
  );
}
