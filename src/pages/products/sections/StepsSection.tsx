import { RevealSection } from '../../../components/RevealSection';
import type { HowItWorksStep } from '../../../content/products/blokkey';

interface StepsSectionProps {
  title: string;
  intro?: string;
  steps: HowItWorksStep[];
  alt?: boolean;
}

/** numbered how-it-works steps, in a row on wide screens and a column on narrow ones */
export function StepsSection({ title, intro, steps, alt = true }: StepsSectionProps) {
  const cols = steps.length === 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3';
  return (
    <RevealSection id="how-it-works" title={title} intro={intro} alt={alt}>
      <ol className={`grid gap-6 ${cols}`}>
        {steps.map((step, i) => (
          <li key={step.title} className="card relative p-6">
            <span
              className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-400 text-lg font-bold text-ink-950"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-300">{step.description}</p>
          </li>
        ))}
      </ol>
    </RevealSection>
  );
}
