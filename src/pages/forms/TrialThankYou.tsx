import { LinkButton } from '../../components/Button';
import { trialCopy } from './copy';
import { SuccessPanel } from './SuccessPanel';

/** replaces the whole trial page once the request is in (for the rest of the page view) */
export function TrialThankYou() {
  const { thanks } = trialCopy;
  return (
    <section className="bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.16),_transparent_60%)] pt-32 pb-20 sm:pt-36">
      <div className="container-page max-w-3xl">
        <SuccessPanel
          as="h1"
          title={thanks.title}
          actions={
            <>
              <LinkButton to="/" size="lg">
                {thanks.home}
              </LinkButton>
              <LinkButton to="/resources" variant="secondary" size="lg">
                {thanks.resources}
              </LinkButton>
            </>
          }
        >
          <p>{thanks.text}</p>
          <h2 className="mt-8 text-lg font-semibold">{thanks.nextTitle}</h2>
          <ol className="mt-4 space-y-3 text-left">
            {thanks.next.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span
                  className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-400 text-sm font-bold text-ink-950"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </SuccessPanel>
      </div>
    </section>
  );
}
