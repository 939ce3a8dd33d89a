import { PUBLISH_ACTION } from '../../shared/adminActions';
import { ActionButton } from './ActionButton';
import { adminCopy } from './copy';

interface PublishCardProps {
  /** where the server uploads the export (SITE_DEPLOY_TARGET) */
  target: string;
  pending: boolean;
  busy: boolean;
  onPublish: () => void;
}

/** Publish: shown only when the server has a deploy target; exports and uploads in one step */
export function PublishCard({ target, pending, busy, onPublish }: PublishCardProps) {
  return (
    <section aria-labelledby="admin-publish-heading" className="card p-6">
      <h2 id="admin-publish-heading" className="text-xl font-bold">
        {adminCopy.publish.title}
      </h2>
      <p className="mt-2 text-slate-300">
        {adminCopy.publish.text} <code className="break-all text-slate-100">{target}</code>
      </p>
      <div className="mt-5">
        <ActionButton pending={pending} disabled={busy} onClick={onPublish}>
          {PUBLISH_ACTION.label}
        </ActionButton>
      </div>
    </section>
  );
}
