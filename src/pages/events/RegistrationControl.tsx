import CircleCheck from 'lucide-react/icons/circle-check';
import ExternalLink from 'lucide-react/icons/external-link';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { type ComponentType, useRef, useState } from 'react';
import { buttonClass } from '../../components/Button';
import { eventsPage, registrationKind, type SiteEvent } from '../../content/events';
import type { RegistrationDialogProps } from './RegistrationDialog';

// the modal (with Radix Dialog) is fetched only when a visitor asks for it
const loadDialog = () => import('./RegistrationDialog');

interface Props {
  event: SiteEvent;
  confirmed: boolean;
  onConfirmed: () => void;
}

const fullOnMobile = 'w-full sm:w-auto';
// notes sit on their own line below the whole row of event actions
const noteClass = 'order-last w-full text-sm text-slate-300';

/** the register control, following registrationUrl: 'TBD', an http(s) link, or anything else (a modal) */
export function RegistrationControl({ event, confirmed, onConfirmed }: Props) {
  const t = eventsPage.registration;
  const kind = registrationKind(event.registrationUrl);
  const [Dialog, setDialog] = useState<ComponentType<RegistrationDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (kind === 'tbd') {
    return (
      <>
        <button type="button" disabled className={buttonClass('primary', 'lg', fullOnMobile)}>
          {t.tbd}
        </button>
        <p className={noteClass}>{t.tbdNote}</p>
      </>
    );
  }

  if (kind === 'external') {
    return (
      <a href={event.registrationUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'lg', fullOnMobile)}>
        {t.register}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }

  const openDialog = async () => {
    if (confirmed || loading) return;
    setLoadError(false);
    if (Dialog) {
      setOpen(true);
      return;
    }
    setLoading(true);
    try {
      const mod = await loadDialog();
      setDialog(() => mod.RegistrationDialog);
      setOpen(true);
    } catch {
      setLoadError(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        // stays focusable once confirmed, so focus returning from the dialog is not lost
        aria-disabled={confirmed || undefined}
        aria-haspopup={confirmed ? undefined : 'dialog'}
        aria-busy={loading || undefined}
        onClick={openDialog}
        onPointerEnter={() => void loadDialog().catch(() => {})}
        className={buttonClass(
          'primary',
          'lg',
          `${fullOnMobile} ${confirmed ? 'cursor-default !bg-emerald-400 hover:!bg-emerald-400' : ''}`,
        )}
      >
        {confirmed ? (
          <CircleCheck className="h-5 w-5" aria-hidden="true" />
        ) : (
          loading && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
        )}
        {confirmed ? t.confirmed : t.register}
      </button>
      <p className="sr-only" aria-live="polite">
        {confirmed ? t.confirmedNote : ''}
      </p>
      {confirmed && (
        <p className={noteClass} aria-hidden="true">
          {t.confirmedNote}
        </p>
      )}
      {loadError && (
        <p className={`${noteClass} !text-rose-300`} role="alert">
          {t.loadError}
        </p>
      )}
      {Dialog && (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          eventTitle={event.title}
          returnFocusTo={() => buttonRef.current}
          onComplete={() => {
            setOpen(false);
            onConfirmed();
          }}
        />
      )}
    </>
  );
}
