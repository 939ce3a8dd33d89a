import { PUBLISH_ACTION, ROLLBACK_ACTION } from '../../shared/adminActions';
import { ActionButton } from './ActionButton';
import { adminCopy } from './copy';
import { formatWhen } from './format';

interface PublishCardProps {
  /** where the server uploads the export (SITE_DEPLOY_TARGET) */
  target: string;
  /** when the deploy a rollback would put back was made; absent when there is none (or not known yet) */
  previousDeployedAt?: string;
  pending: 'publish' | 'rollback' | null;
  busy: boolean;
  onPublish: () => void;
  onRollback: () => void;
}

/** Publish: shown only when the server has a deploy target; exports and uploads in one step, or rolls the last deploy back */
export function PublishCard({ target, previousDeployedAt, pending, busy, onPublish, onRollback }: PublishCardProps) {
  return (
    <section aria-labelledby="admin-publish-heading" className="card p-6">
      <h2 id="admin-publish-heading" className="text-xl font-bold">
        {adminCopy.publish.title}
      </h2>
      <p className="mt-2 text-slate-300">
        {adminCopy.publish.text} <code className="break-all text-slate-100">{target}</code>
      </p>
      <p className="mt-2 text-sm text-slate-400">
        {previousDeployedAt ? adminCopy.publish.rollback(formatWhen(previousDeployedAt)) : adminCopy.publish.noRollback}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ActionButton pending={pending === 'publish'} disabled={busy} onClick={onPublish}>
          {PUBLISH_ACTION.label}
        </ActionButton>
        <ActionButton variant="secondary" pending={pending === 'rollback'} disabled={busy || !previousDeployedAt} onClick={onRollback}>
          {ROLLBACK_ACTION.label}
        </ActionButton>
      </div>
    </section>
  );
}
