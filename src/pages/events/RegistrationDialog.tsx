import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { eventsPage } from '../../content/events';
import { type RegistrationErrors, type RegistrationValues, validateRegistration } from './registrationForm';

export interface RegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventTitle: string;
  /** the visitor completed the form: only a local confirmed state follows, no request is sent */
  onComplete: (values: RegistrationValues) => void;
  /** where focus goes when the dialog closes (the control that opened it) */
  returnFocusTo: () => HTMLElement | null;
}

const empty: RegistrationValues = { fullName: '', email: '', company: '', jobTitle: '' };
const fields: Array<{ name: keyof RegistrationValues; type: string; autoComplete: string; required: boolean }> = [
  { name: 'fullName', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'company', type: 'text', autoComplete: 'organization', required: false },
  { name: 'jobTitle', type: 'text', autoComplete: 'organization-title', required: false },
];

/** the registration modal: full name and email required, company and job title optional */
export function RegistrationDialog({ open, onOpenChange, eventTitle, onComplete, returnFocusTo }: RegistrationDialogProps) {
  const t = eventsPage.registration;
  const uid = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (name: keyof RegistrationValues, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // after the first submit, errors follow the input
    if (submitted) setErrors(validateRegistration(next));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validateRegistration(values);
    setErrors(found);
    const first = fields.find((f) => found[f.name]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    onComplete(values);
    setValues(empty);
    setSubmitted(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/75 backdrop-blur-sm" />
        <Dialog.Content
          // opened without a Radix trigger (the dialog is loaded on demand), so focus is returned by hand
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo()?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[71] max-h-[92vh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-600 bg-ink-900 p-6 shadow-2xl shadow-black/60 sm:p-8"
        >
          <Dialog.Title className="pr-8 text-2xl font-bold text-white">{t.dialogTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-300">
            <span className="block font-medium text-brand-200">{eventTitle}</span>
            {t.dialogText}
          </Dialog.Description>
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full p-2 text-slate-400 hover:bg-ink-800 hover:text-white"
            aria-label="Close"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
          <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
            {fields.map((f) => {
              const id = `${uid}-${f.name}`;
              const error = errors[f.name];
              return (
                <div key={f.name}>
                  <label htmlFor={id} className="block text-sm font-medium text-slate-200">
                    {t[f.name]}
                    {f.required && (
                      <span className="text-rose-300" aria-hidden="true">
                        {' '}
                        *
                      </span>
                    )}
                  </label>
                  <input
                    id={id}
                    name={f.name}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    required={f.required}
                    value={values[f.name]}
                    onChange={(e) => update(f.name, e.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className="mt-1.5 block w-full rounded-lg border border-ink-600 bg-ink-950 px-3.5 py-2.5 text-white placeholder:text-slate-500 focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-300 aria-invalid:border-rose-400"
                  />
                  {error && (
                    <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-300">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary">{t.cancel}</Button>
              </Dialog.Close>
              <Button type="submit">{t.submit}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
