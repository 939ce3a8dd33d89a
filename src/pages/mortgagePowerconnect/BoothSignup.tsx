import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useEffect, useRef, useState } from 'react';
import { track } from '../../app/analytics';
import { boothForm, mortgagePowerconnectAnalytics } from '../../content/mortgagePowerconnect';
import { useConfig } from '../../lib/config';
import { FormBoundary, lazyFormWithTypedValues } from '../forms/lazyForm';
import { BoothThankYou } from './BoothThankYou';
import { embedMarketingForm } from './marketingForm';

// react-hook-form and zod come with the native form, in a chunk of its own, as on the demo and trial pages
const { Form: NativeBoothForm, initialValues } = lazyFormWithTypedValues<{ onSubmitted: () => void }>(
  `form[aria-label="${boothForm.formLabel}"]`,
  () => import('./NativeBoothForm').then((m) => m.NativeBoothForm),
);

type Mode = 'loading' | 'embedded' | 'native' | 'done';

const MARKETING_FORM_TARGET = 'booth-marketing-form';

/**
 * The 'Sign Up at Our Booth' form: the configured third-party form, or, when none is configured or it
 * fails to load, the native form posting to /api/leads, so the booth never loses a sign-up.
 */
export function BoothSignup() {
  const { eventForm } = useConfig();
  const [mode, setMode] = useState<Mode>(eventForm ? 'loading' : 'native');
  const targetRef = useRef<HTMLDivElement>(null);

  const submitted = () => {
    const { action, category, label } = mortgagePowerconnectAnalytics;
    track(action, { category, label });
    setMode('done');
  };
  const submittedRef = useRef(submitted);
  useEffect(() => {
    submittedRef.current = submitted;
  });

  useEffect(() => {
    const target = targetRef.current;
    if (!eventForm || !target) return;
    let active = true;
    embedMarketingForm(eventForm, target, () => active && submittedRef.current()).then(
      () => active && setMode((m) => (m === 'loading' ? 'embedded' : m)),
      (err: unknown) => {
        console.warn(`Booth sign-up: using the built-in form because the marketing form is unavailable (${String(err)})`);
        if (active) setMode('native');
      },
    );
    return () => {
      active = false;
    };
  }, [eventForm]);

  if (mode === 'done') return <BoothThankYou />;
  if (mode === 'native')
    return (
      <FormBoundary>
        <NativeBoothForm onSubmitted={submitted} initialValues={initialValues} />
      </FormBoundary>
    );
  return (
    <div>
      {mode === 'loading' && (
        <p role="status" className="flex items-center justify-center gap-3 py-10 text-slate-300">
          <LoaderCircle className="h-6 w-6 animate-spin text-brand-300" aria-hidden="true" />
          {boothForm.loading}
        </p>
      )}
      {/* the third-party script renders into this element; React never touches its children */}
      {/* a light panel: the third-party form brings its own dark-on-light styles */}
      <div
        id={MARKETING_FORM_TARGET}
        ref={targetRef}
        className={mode === 'embedded' ? 'rounded-xl bg-white p-5 text-slate-900' : ''}
        data-testid="marketing-form"
      />
    </div>
  );
}
