import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { RevealSection } from '../../components/RevealSection';
import { learnMoreLabel, productCardImages, productCards, sectionIntros } from '../../content/home';

export function ProductsSection() {
  return (
    <RevealSection id="products" title={sectionIntros.products.title} intro={sectionIntros.products.text} alt>
      <ul className="grid gap-6 lg:grid-cols-3">
        {productCards.map((p) => (
          <li key={p.name} className="card flex flex-col overflow-hidden">
            <ImageWithFallback
              src={productCardImages[p.name] ?? ''}
              alt=""
              width={560}
              height={315}
              className="aspect-video h-auto w-full border-b border-ink-700 bg-ink-850 object-cover"
            />
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <p className="text-sm font-semibold uppercase tracking-widest text-brand-300">{p.name}</p>
              <h3 className="mt-2 text-xl font-semibold">{p.title}</h3>
              <p className="mt-3 text-slate-300">{p.description}</p>
              <p className="mt-4 text-sm font-medium text-brand-200">{p.benefit}</p>
              <ul className="mt-6 space-y-2 border-t border-ink-700 pt-5" aria-label={`${p.name} capabilities`}>
                {p.features.map((f) => (
                  <li key={f.href}>
                    <Link to={f.href} className="group inline-flex items-center gap-2 text-slate-200 no-underline hover:text-white">
                      <ArrowRight className="h-4 w-4 text-brand-300 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                      {f.title}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to={p.href} className="mt-auto inline-block pt-6 font-semibold">
                {learnMoreLabel}
                <span className="sr-only"> about {p.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </RevealSection>
  );
}
