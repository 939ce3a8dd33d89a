import LoaderCircle from 'lucide-react/icons/loader-circle';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { boothForm as t } from '../../content/mortgagePowerconnect';
import { apiRequest } from '../../lib/api';
import { isEmailAddress } from '../../shared/emailAddress';
import { honeypotField, withHoneypot } from '../../shared/forms/honeypot';
import { limits } from '../../shared/forms/options';
import { type BoothValues, boothLeadPayload } from './boothLead';

type Errors = Partial<Record<'fullName' | 'email', string>>;

function validate(v: BoothValues): Errors {
  const errors: Errors = {};
  if (!v.fullName.trim()) errors.fullName = t.nameRequired;
  if (!v.email.trim()) errors.email = t.emailRequired;
  else if (!isEmailAddress(v.email)) errors.email = t.emailInvalid;
  return errors;
}

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-ink-600 bg-ink-950 px-3.5 py-2.5 text-white placeholder:text-slate-500 focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-300 aria-invalid:border-rose-400';

/** the booth sign-up posted to /api/leads (formType 'event'): used when the third-party form is unavailable */
export function NativeBoothForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [values, setValues] = useState<BoothValues>({ fullName: '', email: '', company: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [validated, setValidated] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof BoothValues) => (e: { target: { value: string } }) => {
    const next = { ...values, [name]: e.target.value };
    setValues(next);
    if (validated) setErrors(validate(next));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setValidated(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (['fullName', 'email'] as const).find((k) => found[k]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setFailed(false);
    const trap = new FormData(e.currentTarget).get(honeypotField);
    try {
      await apiRequest('POST', '/api/leads', withHoneypot(boothLeadPayload(values), typeof trap === 'string' ? trap : ''));
      onSubmitted();
    } catch {
      setFailed(true);
      setSubmitting(false);
    }
  };

  const field = (name: 'fullName' | 'email', type: string, autoComplete: string, max: number) => (
    <div>
      <label htmlFor={`booth-${name}`} className="block text-sm font-medium text-slate-200">
        {t[name]}
        <span className="text-rose-300" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id={`booth-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={max}
        value={values[name]}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `booth-${name}-error` : undefined}
        className={inputClass}
      />
      {errors[name] && (
        <p id={`booth-${name}-error`} className="mt-1.5 text-sm text-rose-300">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Booth sign-up" data-testid="native-booth-form">
      {field('fullName', 'text', 'name', limits.name)}
      {field('email', 'email', 'email', limits.email)}
      <div>
        <label htmlFor="booth-company" className="block text-sm font-medium text-slate-200">
          {t.company}
        </label>
        <input
          id="booth-company"
          name="company"
          autoComplete="organization"
          maxLength={limits.company}
          value={values.company}
          onChange={set('company')}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="booth-message" className="block text-sm font-medium text-slate-200">
          {t.message}
        </label>
        <textarea
          id="booth-message"
          name="message"
          rows={3}
          maxLength={limits.message}
          value={values.message}
          onChange={set('message')}
          className={inputClass}
        />
      </div>
      {/* spam trap: hidden from people and assistive technology, filled in only by bots */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`booth-${honeypotField}`}>Leave this field empty</label>
        <input id={`booth-${honeypotField}`} name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {failed && (
        <p role="alert" className="rounded-lg border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm text-rose-200">
          {t.failure}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
        {submitting ? t.submitting : t.submit}
      </Button>
      <p className="text-center text-xs text-slate-400">
        {t.privacy}{' '}
        <Link to={t.privacyLink.href} className="underline">
          {t.privacyLink.label}
        </Link>
      </p>
    </form>
  );
}
