import { zodResolver } from '@hookform/resolvers/zod';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { boothForm as t } from '../../content/mortgagePowerconnect';
import { postForm } from '../../lib/formPost';
import { type BoothFormValues, boothFormSchema, emptyBoothForm, leadPayloadFromBoothForm } from '../../shared/forms/event';
import { honeypotField, withHoneypot } from '../../shared/forms/honeypot';
import { limits } from '../../shared/forms/options';
import type { InitialValues } from '../forms/lazyForm';

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-ink-600 bg-ink-950 px-3.5 py-2.5 text-white placeholder:text-slate-500 focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-300 aria-invalid:border-rose-400';

/** the booth sign-up posted to /api/leads (formType 'event'): used when the third-party form is unavailable */
export function NativeBoothForm({ onSubmitted, initialValues }: { onSubmitted: () => void; initialValues: () => InitialValues }) {
  // validated on submit, then on every change; focus goes to the first invalid field
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting: submitting },
  } = useForm<BoothFormValues>({
    resolver: zodResolver(boothFormSchema),
    // what was typed into the exported form before this code arrived
    defaultValues: { ...emptyBoothForm, ...initialValues() },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [failed, setFailed] = useState(false);
  // set once the form's code runs (it loads after hydration): browser tests wait for it
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (values: BoothFormValues) => {
    setFailed(false);
    const trap = formRef.current ? new FormData(formRef.current).get(honeypotField) : null;
    try {
      await postForm('event', '/api/leads', withHoneypot(leadPayloadFromBoothForm(values), typeof trap === 'string' ? trap : ''));
      onSubmitted();
    } catch {
      setFailed(true);
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
        {...register(name)}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={max}
        // the exported HTML carries value="" as it did when the field was controlled
        defaultValue=""
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `booth-${name}-error` : undefined}
        className={inputClass}
      />
      {errors[name] && (
        <p id={`booth-${name}-error`} className="mt-1.5 text-sm text-rose-300">
          {errors[name].message}
        </p>
      )}
    </div>
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-5"
      aria-label={t.formLabel}
      data-testid="native-booth-form"
      data-ready={ready}
    >
      {field('fullName', 'text', 'name', limits.name)}
      {field('email', 'email', 'email', limits.email)}
      <div>
        <label htmlFor="booth-company" className="block text-sm font-medium text-slate-200">
          {t.company}
        </label>
        <input
          id="booth-company"
          {...register('company')}
          autoComplete="organization"
          maxLength={limits.company}
          defaultValue=""
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="booth-message" className="block text-sm font-medium text-slate-200">
          {t.message}
        </label>
        <textarea id="booth-message" {...register('message')} rows={3} maxLength={limits.message} defaultValue="" className={inputClass} />
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
