import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { type Delivery, type InboxDetail, inboxFormLabels } from '../../../shared/leads/inbox';
import { formatWhen } from '../format';
import { leadsCopy } from './copy';
import { DeliveryBadge } from './DeliveryBadge';

const copy = leadsCopy.detail;

export type DetailState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; detail: InboxDetail };

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-400">{term}</dt>
      <dd className="mb-2 min-w-0 break-words text-slate-100 sm:mb-0">{children}</dd>
    </>
  );
}

function DeliveryItem({ d, action }: { d: Delivery; action?: ReactNode }) {
  return (
    <li className="rounded-xl border border-ink-700 bg-ink-950/60 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-white">{copy.channel[d.channel]}</span>
        <DeliveryBadge state={d.state} />
      </div>
      <p className="mt-1 text-sm text-slate-300">
        {copy.attempts(d.attempts)}
        {d.sentAt && ` · ${copy.sentAt(formatWhen(d.sentAt))}`}
        {d.nextAttemptAt && ` · ${copy.nextAt(formatWhen(d.nextAttemptAt))}`}
      </p>
      {d.lastError && (
        <p className="mt-2 break-words text-sm text-amber-200">
          <span className="font-semibold">{copy.lastError}:</span> {d.lastError}
        </p>
      )}
      {action && <div className="mt-3">{action}</div>}
    </li>
  );
}

interface Props {
  state: DetailState | null;
  onClose: () => void;
  /** where focus goes back to when the dialog closes (the row's button) */
  returnFocusTo: () => HTMLElement | null;
  /** what the dialog offers below the data (export, erase) */
  actions?: (detail: InboxDetail) => ReactNode;
  /** an action beside a delivery (retry) */
  deliveryAction?: (d: Delivery) => ReactNode;
}

/** one lead (or sign-up) in full, with its notifications' states */
export function LeadDetailDialog({ state, onClose, returnFocusTo, actions, deliveryAction }: Props) {
  const detail = state?.status === 'ready' ? state.detail : null;
  const title = detail?.kind === 'newsletter' ? copy.newsletterTitle : detail ? detail.name : copy.title;
  return (
    <Dialog.Root open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/75 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo()?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[71] max-h-[92vh] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-600 bg-ink-900 p-6 shadow-2xl shadow-black/60 sm:p-8"
        >
          <Dialog.Title className="pr-10 text-2xl font-bold break-words text-white">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-300">
            {detail
              ? `${inboxFormLabels[detail.form]} · ${formatWhen(detail.createdAt)}`
              : state?.status === 'error'
                ? state.message
                : copy.loading}
          </Dialog.Description>
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full p-2 text-slate-400 hover:bg-ink-800 hover:text-white"
            aria-label={copy.close}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
          {state?.status === 'loading' && (
            <p role="status" className="mt-6 text-slate-300">
              {copy.loading}
            </p>
          )}
          {detail && (
            <>
              <dl className="mt-6 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2">
                <Row term={copy.email}>{detail.email}</Row>
                {detail.kind === 'lead' && (
                  <>
                    {detail.company && <Row term={copy.company}>{detail.company}</Row>}
                    {detail.companySize && <Row term={copy.companySize}>{detail.companySize}</Row>}
                    {detail.phone && <Row term={copy.phone}>{detail.phone}</Row>}
                    <Row term={copy.consent}>{detail.marketingConsent ? copy.yes : copy.no}</Row>
                  </>
                )}
                <Row term={copy.received}>
                  <time dateTime={detail.createdAt}>{formatWhen(detail.createdAt)}</time>
                </Row>
              </dl>
              {detail.kind === 'lead' && detail.message && (
                <section className="mt-6">
                  <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-400">{copy.message}</h3>
                  <p className="mt-2 whitespace-pre-wrap break-words rounded-xl border border-ink-700 bg-ink-950/60 p-4 text-sm text-slate-100">
                    {detail.message}
                  </p>
                </section>
              )}
              {detail.kind === 'lead' && (
                <section className="mt-6">
                  <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-400">{copy.deliveries}</h3>
                  {detail.deliveries.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-300">{copy.noDeliveries}</p>
                  ) : (
                    <ul className="mt-2 space-y-3">
                      {detail.deliveries.map((d) => (
                        <DeliveryItem key={d.id} d={d} action={deliveryAction?.(d)} />
                      ))}
                    </ul>
                  )}
                </section>
              )}
              {actions?.(detail)}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
