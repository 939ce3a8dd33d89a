import type { LucideIcon } from 'lucide-react';
import Clock from 'lucide-react/icons/clock';
import Handshake from 'lucide-react/icons/handshake';
import Target from 'lucide-react/icons/target';
import { useState } from 'react';
import { Button, LinkButton } from '../../components/Button';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { demoCopy } from './copy';
import { FormBoundary, lazyFormWithTypedValues } from './lazyForm';
import { SuccessPanel } from './SuccessPanel';

// react-hook-form and zod arrive in their own chunk, after the page is interactive
const { Form: DemoForm, initialValues } = lazyFormWithTypedValues<{ onSent: () => void; focusFirstField?: boolean }>(
  'form[data-form="demo"]',
  () => import('./DemoForm').then((m) => m.DemoForm),
);

const benefitIcons: Record<string, LucideIcon> = { target: Target, clock: Clock, handshake: Handshake };

export function DemoPage() {
  const [sent, setSent] = useState(false);
  const [again, setAgain] = useState(false);
  const { meta, hero, benefits, form, thanks } = demoCopy;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <section className="py-16 sm:py-20" aria-label="Demo request">
        <div className="container-page grid items-start gap-10 lg:grid-cols-5">
          <ul className="grid gap-5 lg:col-span-2" aria-label="Why book a demo">
            {benefits.map((b) => {
              const Icon = benefitIcons[b.icon] ?? Target;
              return (
                <li key={b.title} className="card flex gap-4 p-6">
                  <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/30">
                    <Icon className="h-6 w-6" aria-hidden="true" focusable="false" />
                  </span>
                  <div>
                    <h2 className="text-lg font-semibold">{b.title}</h2>
                    <p className="mt-1 text-slate-300">{b.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="lg:col-span-3">
            {sent ? (
              <SuccessPanel
                title={thanks.title}
                actions={
                  <>
                    <Button
                      size="lg"
                      onClick={() => {
                        setAgain(true);
                        setSent(false);
                      }}
                    >
                      {thanks.again}
                    </Button>
                    <LinkButton to="/" variant="secondary" size="lg">
                      {thanks.home}
                    </LinkButton>
                  </>
                }
              >
                <p>{thanks.text}</p>
              </SuccessPanel>
            ) : (
              <div className="card p-6 sm:p-8">
                <h2 className="text-2xl font-bold">{form.title}</h2>
                <p className="mt-2 text-slate-300">{form.text}</p>
                <div className="mt-6">
                  <FormBoundary>
                    <DemoForm onSent={() => setSent(true)} focusFirstField={again} initialValues={initialValues} />
                  </FormBoundary>
                </div>
              </div>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
