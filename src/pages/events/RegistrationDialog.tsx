import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { eventsPage } from '../../content/events';
import { type EventRegistrationValues, emptyEventRegistration, eventRegistrationSchema } from '../../shared/forms/event';

export interface RegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventTitle: string;
  /** the visitor completed the form: only a local confirmed state follows, no request is sent */
  onComplete: (values: EventRegistrationValues) => void;
  /** where focus goes when the dialog closes (the control that opened it) */
  returnFocusTo: () => HTMLElement | null;
}

const fields: Array<{ name: keyof EventRegistrationValues; type: string; autoComplete: string; required: boolean }> = [
  { name: 'fullName', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'company', type: 'text', autoComplete: 'organization', required: false },
  { name: 'jobTitle', type: 'text', autoComplete: 'organization-title', required: false },
];

/** the registration modal: full name and email required, company and job title optional */
export function RegistrationDialog({ open, onOpenChange, eventTitle, onComplete, returnFocusTo }: RegistrationDialogProps) {
  const t = eventsPage.registration;
  const uid = useId();
  // validated on submit, then on every change; focus goes to the first invalid field
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EventRegistrationValues>({
    resolver: zodResolver(eventRegistrationSchema),
    defaultValues: emptyEventRegistration,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const onSubmit = (values: EventRegistrationValues) => {
    onComplete(values);
    reset(emptyEventRegistration);
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
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 space-y-5">
            {fields.map((f) => {
              const id = `${uid}-${f.name}`;
              const error = errors[f.name]?.message;
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
                    {...register(f.name)}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    required={f.required}
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
