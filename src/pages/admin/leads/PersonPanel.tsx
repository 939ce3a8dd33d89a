import { type FormEvent, forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { buttonClass } from '../../../components/Button';
import { inboxFormLabels } from '../../../shared/leads/inbox';
import type { ErasureRecord, PersonData } from '../../../shared/leads/person';
import { ActionButton } from '../ActionButton';
import { TokenRefusedError } from '../adminClient';
import { formatWhen } from '../format';
import { personCopy as copy } from './copy';
import { errorText } from './errorText';
import { erasePerson, fetchPerson, saveJson } from './leadsClient';

type State =
  | { step: 'idle' }
  | { step: 'finding' }
  | { step: 'found'; data: PersonData }
  | { step: 'confirm'; data: PersonData }
  | { step: 'erasing'; data: PersonData }
  | { step: 'erased'; record: ErasureRecord; email: string }
  | { step: 'error'; message: string; data?: PersonData };

export interface PersonPanelHandle {
  /** looks up this address (from a row's details) and brings the panel into view */
  lookUp(email: string): void;
}

interface Props {
  token: string;
  onRefused: (message: string) => void;
  /** after an erase: the inbox reads its page again */
  onErased: () => void;
}

function Held({ data }: { data: PersonData }) {
  const unsent = data.outboxMessages.filter((m) => m.sentAt === null).length;
  return (
    <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-200">
      <li>
        {copy.leads(data.leads.length)}
        {data.leads.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-sm text-slate-300">
            {data.leads.map((l) => (
              <li key={l.id}>
                {inboxFormLabels[l.formType]}, {formatWhen(l.createdAt)}
                {l.company ? ` · ${l.company}` : ''}
              </li>
            ))}
          </ul>
        )}
      </li>
      <li>{data.newsletter ? copy.signedUp(formatWhen(data.newsletter.createdAt)) : copy.noSignUp}</li>
      <li>{copy.outbox(data.outboxMessages.length, unsent)}</li>
      {data.emlFiles.length > 0 && <li>{copy.eml(data.emlFiles.length)}</li>}
      {data.erasures.map((e) => (
        <li key={e.id} className="text-slate-400">
          {copy.erasedBefore(formatWhen(e.erasedAt))}
        </li>
      ))}
    </ul>
  );
}

/**
 * One person's data by e-mail address: find it, download it as one JSON document, or erase it after
 * a confirmation step that says exactly what goes. The address is sent in request bodies only.
 */
export const PersonPanel = forwardRef<PersonPanelHandle, Props>(function PersonPanel({ token, onRefused, onErased }, ref) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ step: 'idle' });
  const section = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const failed = (err: unknown, data?: PersonData) => {
    if (err instanceof TokenRefusedError) onRefused(err.message);
    else setState({ step: 'error', message: errorText(err), data });
  };
  const find = (address: string) => {
    if (!address.trim()) {
      setState({ step: 'error', message: copy.enterAddress });
      input.current?.focus();
      return;
    }
    setState({ step: 'finding' });
    fetchPerson(address.trim(), token).then((data) => setState({ step: 'found', data }), failed);
  };
  useImperativeHandle(ref, () => ({
    lookUp(address: string) {
      setEmail(address);
      find(address);
      section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      // after the dialog that asked has given focus back to its opener
      setTimeout(() => heading.current?.focus(), 50);
    },
  }));
  // the confirmation takes focus, so a keyboard user lands on the question
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.step === 'confirm') confirmRef.current?.focus();
  }, [state.step]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    find(email);
  };
  const erase = (data: PersonData) => {
    setState({ step: 'erasing', data });
    erasePerson(data.email, token).then(
      (record) => {
        setState({ step: 'erased', record, email: data.email });
        onErased();
      },
      (err: unknown) => failed(err, data),
    );
  };
  const data = 'data' in state ? state.data : undefined;
  const nothingHeld = data && data.leads.length === 0 && !data.newsletter && data.outboxMessages.length === 0 && data.emlFiles.length === 0;

  return (
    <section ref={section} aria-labelledby={`${id}-title`} className="card p-6 sm:p-8">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {copy.title}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-300">{copy.text}</p>
      <form onSubmit={submit} className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-200">
            {copy.label}
          </label>
          <input
            ref={input}
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="mt-1.5 block w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2 text-white placeholder:text-slate-500 focus:border-brand-300"
          />
        </div>
        <ActionButton pending={state.step === 'finding'} disabled={state.step === 'erasing'} onClick={() => find(email)}>
          {copy.find}
        </ActionButton>
      </form>

      <div aria-live="polite" className="mt-5">
        {state.step === 'error' && (
          <p role="alert" className="text-red-300">
            {state.message}
          </p>
        )}
        {state.step === 'erased' && (
          <p className="rounded-xl border border-emerald-500/40 bg-emerald-500/5 p-4 text-emerald-200">
            {copy.erased(state.email, state.record.counts, formatWhen(state.record.erasedAt))}
          </p>
        )}
        {data && state.step !== 'error' && (
          <div className="rounded-xl border border-ink-700 bg-ink-950/60 p-5">
            <h3 className="font-semibold break-all text-white">{copy.heldOn(data.email)}</h3>
            <Held data={data} />
            {state.step === 'found' && (
              <div className="mt-5 flex flex-wrap gap-3">
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  onClick={() => saveJson(data, `personal-data-${data.generatedAt.slice(0, 10)}.json`)}
                >
                  {copy.download}
                </button>
                {!nothingHeld && (
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm', 'border-red-400/60 text-red-200 hover:border-red-300 hover:text-red-100')}
                    onClick={() => setState({ step: 'confirm', data })}
                  >
                    {copy.erase}
                  </button>
                )}
              </div>
            )}
            {(state.step === 'confirm' || state.step === 'erasing') && (
              <div
                ref={confirmRef}
                tabIndex={-1}
                role="group"
                aria-labelledby={`${id}-confirm`}
                className="mt-5 rounded-xl border border-red-500/50 bg-red-500/5 p-4 focus:outline-none"
              >
                <p id={`${id}-confirm`} className="font-semibold text-red-200">
                  {copy.confirm}
                </p>
                <p className="mt-1 text-sm text-slate-300">{copy.confirmText}</p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <button
                    type="button"
                    onClick={() => erase(data)}
                    disabled={state.step === 'erasing'}
                    aria-busy={state.step === 'erasing'}
                    className="inline-flex items-center gap-2 rounded-full bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    {state.step === 'erasing' && (
                      <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
                    )}
                    {state.step === 'erasing' ? copy.erasing : copy.erasePermanently}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm')}
                    disabled={state.step === 'erasing'}
                    onClick={() => setState({ step: 'found', data })}
                  >
                    {copy.cancel}
                  </button>
                </div>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
});
