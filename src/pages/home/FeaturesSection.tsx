import CircleCheck from 'lucide-react/icons/circle-check';
import { IconBadge } from '../../components/Icon';
import { RevealSection } from '../../components/RevealSection';
import { features, sectionIntros } from '../../content/home';

export function FeaturesSection() {
  return (
    <RevealSection id="features" title={sectionIntros.features.title} intro={sectionIntros.features.text}>
      <ul className="grid gap-6 md:grid-cols-3">
        {features.map((f) => (
          <li key={f.title} className="card flex flex-col p-6 sm:p-8">
            <IconBadge name={f.icon} />
            <h3 className="mt-5 text-xl font-semibold">{f.title}</h3>
            <p className="mt-3 flex-1 text-slate-300">{f.description}</p>
            <p className="mt-6 flex gap-2 border-t border-ink-700 pt-5 text-sm font-medium text-brand-200">
              <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {f.benefit}
            </p>
          </li>
        ))}
      </ul>
    </RevealSection>
  );
}
