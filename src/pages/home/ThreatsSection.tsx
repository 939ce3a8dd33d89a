import { RevealSection } from '../../components/RevealSection';
import { sectionIntros, threats } from '../../content/home';

export function ThreatsSection() {
  return (
    <RevealSection id="threats" title={sectionIntros.threats.title} intro={sectionIntros.threats.text} alt>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {threats.map((t, i) => (
          <li key={t.title} className={`card flex flex-col p-6 ${i < 3 ? 'lg:col-span-2' : 'lg:col-span-3'}`}>
            <p className="bg-gradient-to-r from-brand-300 to-accent-400 bg-clip-text text-4xl font-bold text-transparent sm:text-5xl">
              {t.stat}
            </p>
            <p className="mt-2 text-sm font-medium text-brand-200">{t.statDescription}</p>
            <h3 className="mt-5 text-lg font-semibold">{t.title}</h3>
            <p className="mt-2 text-slate-300">{t.description}</p>
          </li>
        ))}
      </ul>
    </RevealSection>
  );
}
