import Calendar from 'lucide-react/icons/calendar';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { RevealSection } from '../../components/RevealSection';
import { resources, sectionIntros } from '../../content/home';

export function ResourcesSection() {
  return (
    <RevealSection id="resources" title={sectionIntros.resources.title} intro={sectionIntros.resources.text} alt>
      <ul className="grid gap-6 md:grid-cols-3">
        {resources.map((r) => (
          <li
            key={r.link}
            className="card relative flex flex-col overflow-hidden transition-colors focus-within:border-brand-400/60 hover:border-brand-400/60"
          >
            <ImageWithFallback
              src={r.image}
              alt=""
              width={640}
              height={360}
              className="aspect-video h-auto w-full border-b border-ink-700 object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <p className="flex flex-wrap items-center gap-3 text-sm">
                <span className="rounded-full bg-brand-400/10 px-3 py-1 font-semibold text-brand-200 ring-1 ring-brand-400/30">
                  {r.type}
                </span>
                {r.date && (
                  <span className="inline-flex items-center gap-1.5 text-slate-300">
                    <Calendar className="h-4 w-4" aria-hidden="true" />
                    {r.date}
                  </span>
                )}
              </p>
              <h3 className="mt-4 text-xl font-semibold">{r.title}</h3>
              <p className="mt-2 flex-1 text-slate-300">{r.description}</p>
              <Link to={r.link} className="mt-5 font-semibold after:absolute after:inset-0">
                {r.cta}
                <span aria-hidden="true"> →</span>
                <span className="sr-only">: {r.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </RevealSection>
  );
}
