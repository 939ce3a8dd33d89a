import Quote from 'lucide-react/icons/quote';
import { Reveal } from '../../../components/Reveal';
import type { ProductQuote } from '../../../content/products/blokkey';

/** a single customer quote, attributed by role */
export function QuoteSection({ quote, label }: { quote: ProductQuote; label: string }) {
  return (
    <Reveal>
      <section aria-label={label} className="py-16 sm:py-20">
        <figure className="container-page mx-auto max-w-4xl text-center">
          <Quote className="mx-auto h-10 w-10 text-brand-400/70" aria-hidden="true" />
          <blockquote className="mt-6 text-2xl leading-relaxed font-medium text-white sm:text-3xl">
            <p>“{quote.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 font-semibold text-brand-200">{quote.author}</figcaption>
        </figure>
      </section>
    </Reveal>
  );
}
