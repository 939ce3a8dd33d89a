import { RETENTION_PATH, type RetentionStatus } from '../../../shared/leads/retention';
import { formatWhen } from '../format';
import { authorizedGet } from './leadsClient';
import { useAdminRead } from './useAdminRead';

const readRetention = (token: string) => authorizedGet<RetentionStatus>(RETENTION_PATH, token);

/** LEADS_RETENTION_DAYS: whether old data is deleted, and what the last daily run did */
export function RetentionCard({ token, onRefused }: { token: string; onRefused: (m: string) => void }) {
  const { data: status, error } = useAdminRead(readRetention, token, onRefused);

  const run = status?.lastRun;
  return (
    <section aria-labelledby="retention-heading" className="card p-6">
      <h2 id="retention-heading" className="text-xl font-bold">
        Retention
      </h2>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      )}
      {status && (
        <p className="mt-2 text-sm text-slate-300">
          {status.days === null
            ? 'Everything is kept: set LEADS_RETENTION_DAYS on the server to delete leads, sign-ups and sent notifications older than that, once a day.'
            : `Leads, sign-ups and sent notifications older than ${status.days} days are deleted once a day.`}
        </p>
      )}
      {run && (
        <p className="mt-2 text-sm text-slate-200">
          Last run <time dateTime={run.startedAt}>{formatWhen(run.startedAt)}</time> (older than {formatWhen(run.cutoff)}):{' '}
          {run.counts.leads} leads, {run.counts.newsletter} sign-ups, {run.counts.outbox} notifications and {run.counts.emlFiles} files
          deleted.
        </p>
      )}
      {status && status.days !== null && !run && <p className="mt-2 text-sm text-slate-400">It has not run yet.</p>}
    </section>
  );
}
