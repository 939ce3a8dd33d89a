import CircleCheck from 'lucide-react/icons/circle-check';
import { useState } from 'react';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { trialCopy } from './copy';
import { FormBoundary, lazyFormWithTypedValues } from './lazyForm';
import { TrialThankYou } from './TrialThankYou';

// react-hook-form and zod arrive in their own chunk, after the page is interactive
const { Form: TrialForm, initialValues } = lazyFormWithTypedValues<{ onSent: () => void }>('form[data-form="trial"]', () =>
  import('./TrialForm').then((m) => m.TrialForm),
);

export function FreeTrialPage() {
  // once sent, the thank-you screen stays for the rest of this page view
  const [sent, setSent] = useState(false);
  const { meta, hero, included, form } = trialCopy;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      {sent ? (
        <TrialThankYou />
      ) : (
        <>
          <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
          <section className="py-16 sm:py-20" aria-label="Free trial request">
            <div className="container-page grid items-start gap-10 lg:grid-cols-5">
              <div className="card p-6 sm:p-8 lg:col-span-2">
                <h2 className="text-xl font-semibold">{included.title}</h2>
                <ul className="mt-5 space-y-4">
                  {included.items.map((item) => (
                    <li key={item} className="flex gap-3 text-slate-300">
                      <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-300" aria-hidden="true" focusable="false" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="card p-6 sm:p-8 lg:col-span-3">
                <h2 className="text-2xl font-bold">{form.title}</h2>
                <p className="mt-2 text-slate-300">{form.text}</p>
                <div className="mt-6">
                  <FormBoundary>
                    <TrialForm
                      initialValues={initialValues}
                      onSent={() => {
                        setSent(true);
                        window.scrollTo({ top: 0 });
                      }}
                    />
                  </FormBoundary>
                </div>
              </div>
            </div>
          </section>
        </>
      )}
    </>
  );
}
