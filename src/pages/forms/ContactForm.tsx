import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { loadToaster } from '../../components/toast/loadToaster';
import { toast } from '../../components/toast/toastStore';
import { type ContactFormValues, emptyContactForm, leadPayloadFromContactForm } from '../../shared/forms/contact';
import { limits } from '../../shared/forms/options';
import { contactCopy } from './copy';
import { Field, Honeypot, honeypotValue, TextArea, TextInput } from './fields';
import { SuccessPanel } from './SuccessPanel';
import { submitLead } from './submitLead';

/** 'Get In Touch': the browser's own required and email checks, then POST /api/leads */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'sent'>('idle');
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  // set once hydrated: browser tests wait for it
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const { form: copy, thanks, toasts } = contactCopy;

  const bind = (name: keyof ContactFormValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (status === 'submitting') return;
    setStatus('submitting');
    const ok = await submitLead('contact', leadPayloadFromContactForm(values), honeypotValue(form.current));
    if (ok) {
      setValues(emptyContactForm);
      setStatus('sent');
      toast(toasts.success);
    } else {
      setStatus('idle');
      toast({ ...toasts.failure, variant: 'destructive' });
    }
  }

  if (status === 'sent') {
    return (
      <SuccessPanel
        title={thanks.title}
        actions={
          <Button
            size="lg"
            onClick={() => {
              setStatus('idle');
              // the form comes back: put the visitor in its first field
              requestAnimationFrame(() => firstField.current?.focus());
            }}
          >
            {thanks.again}
          </Button>
        }
      >
        <p>{thanks.text}</p>
      </SuccessPanel>
    );
  }

  const submitting = status === 'submitting';
  return (
    <div className="card p-6 sm:p-8">
      <h2 className="text-2xl font-bold">{copy.title}</h2>
      <p className="mt-2 text-slate-300">{copy.text}</p>
      <form
        ref={form}
        data-form="contact"
        data-ready={ready}
        onFocus={() => void loadToaster().catch(() => {})}
        onSubmit={onSubmit}
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
        aria-label={copy.title}
      >
        <Field label="Full Name" required className="sm:col-span-2">
          {({ id }) => <TextInput ref={firstField} id={id} {...bind('name')} required autoComplete="name" maxLength={limits.name} />}
        </Field>
        <Field label="Email Address" required className="sm:col-span-2">
          {({ id }) => <TextInput id={id} type="email" {...bind('email')} required autoComplete="email" maxLength={limits.email} />}
        </Field>
        <Field label="Company" optional>
          {({ id }) => <TextInput id={id} {...bind('company')} autoComplete="organization" maxLength={limits.company} />}
        </Field>
        <Field label="Phone" optional>
          {({ id }) => <TextInput id={id} type="tel" {...bind('phone')} autoComplete="tel" maxLength={limits.phone} />}
        </Field>
        <Field label="Message" required className="sm:col-span-2">
          {({ id }) => <TextArea id={id} {...bind('message')} required maxLength={limits.message} />}
        </Field>
        <Honeypot />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
            {submitting ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}
