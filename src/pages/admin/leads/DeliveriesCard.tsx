import { useCallback, useEffect, useState } from 'react';
import { buttonClass } from '../../../components/Button';
import { DELIVERIES_PATH, type FailedDeliveries, type FailedDelivery } from '../../../shared/leads/deliveries';
import { TokenRefusedError } from '../adminClient';
import { formatWhen } from '../format';
import { leadsCopy } from './copy';
import { DeliveryBadge } from './DeliveryBadge';
import { errorText } from './errorText';
import { authorizedGet, retryDelivery } from './leadsClient';

const copy = leadsCopy.detail;
/** the newest failures listed; the rest are counted */
const SHOWN = 10;

/** a failing or given-up message's Retry now button, with what came of it */
export function RetryButton({
  delivery,
  token,
  onRefused,
  onRetried,
}: {
  delivery: { id: string; state: string };
  token: string;
  onRefused: (m: string) => void;
  onRetried: () => void;
}) {
  const [state, setState] = useState<{ pending: boolean; error?: string }>({ pending: false });
  if (delivery.state !== 'failing' && delivery.state !== 'given-up') return null;
  const retry = () => {
    setState({ pending: true });
    retryDelivery(delivery.id, token).then(
      () => {
        setState({ pending: false });
        onRetried();
      },
      (err: unknown) => {
        if (err instanceof TokenRefusedError) onRefused(err.message);
        else setState({ pending: false, error: errorText(err) });
      },
    );
  };
  return (
    <span className="flex flex-wrap items-center gap-3">
      <button type="button" className={buttonClass('secondary', 'sm')} disabled={state.pending} aria-busy={state.pending} onClick={retry}>
        {state.pending ? copy.retrying : copy.retry}
      </button>
      {state.error && (
        <span role="alert" className="text-sm text-red-300">
          {state.error}
        </span>
      )}
    </span>
  );
}

/** the notifications and CRM deliveries that failed, each with a retry */
export function DeliveriesCard({ token, onRefused, version }: { token: string; onRefused: (m: string) => void; version: number }) {
  const [data, setData] = useState<FailedDeliveries | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const load = useCallback(
    () =>
      authorizedGet<FailedDeliveries>(DELIVERIES_PATH, token).then(setData, (err: unknown) => {
        if (err instanceof TokenRefusedError) onRefused(err.message);
        else setError(errorText(err));
      }),
    [token, onRefused],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` and `reload` are signals to read the list again
  useEffect(() => {
    void load();
  }, [load, version, reload]);

  const row = (d: FailedDelivery) => (
    <li key={d.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-white">
          {copy.channel[d.channel]} · {d.leadName ?? '—'}
        </p>
        <p className="mt-0.5 text-sm text-slate-300">
          {copy.attempts(d.attempts)}
          {d.nextAttemptAt && ` · ${copy.nextAt(formatWhen(d.nextAttemptAt))}`}
        </p>
        {d.lastError && <p className="mt-0.5 break-words text-sm text-amber-200">{d.lastError}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3 sm:flex-col sm:items-end">
        <DeliveryBadge state={d.state} />
        <RetryButton delivery={d} token={token} onRefused={onRefused} onRetried={() => setReload((n) => n + 1)} />
      </div>
    </li>
  );

  return (
    <section aria-labelledby="deliveries-heading" className="card p-6">
      <h2 id="deliveries-heading" className="text-xl font-bold">
        {leadsCopy.deliveries.title}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{leadsCopy.deliveries.text}</p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {error}
        </p>
      )}
      {data && data.total === 0 && <p className="mt-3 text-sm text-slate-400">{leadsCopy.deliveries.none}</p>}
      {data && data.total > 0 && (
        <>
          <ul className="mt-2 divide-y divide-ink-800">{data.deliveries.slice(0, SHOWN).map(row)}</ul>
          {data.total > SHOWN && <p className="mt-2 text-sm text-slate-400">{leadsCopy.deliveries.more(data.total - SHOWN)}</p>}
        </>
      )}
    </section>
  );
}
