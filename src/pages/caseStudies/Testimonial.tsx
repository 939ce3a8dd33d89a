import Quote from 'lucide-react/icons/quote';
import Star from 'lucide-react/icons/star';
import type { Testimonial } from '../../content/caseStudies';

/** five filled stars, read by screen readers as one rating */
export function FiveStars() {
  return (
    <div role="img" aria-label="Rated 5 out of 5 stars" className="flex gap-1 text-amber-300" data-testid="five-stars">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className="h-5 w-5 fill-current" aria-hidden="true" />
      ))}
    </div>
  );
}

/** a customer quote with its 5-star rating, author and position */
export function TestimonialCard({
  testimonial,
  large = false,
  fill = false,
}: {
  testimonial: Testimonial;
  large?: boolean;
  fill?: boolean;
}) {
  return (
    <figure className={`card relative flex flex-col ${fill ? 'h-full' : ''} ${large ? 'p-8 sm:p-10' : 'p-6'}`}>
      <Quote className="absolute top-6 right-6 h-10 w-10 text-brand-400/20" aria-hidden="true" />
      <FiveStars />
      <blockquote className={`mt-5 flex-1 text-slate-200 ${large ? 'text-lg leading-8 sm:text-xl' : 'leading-7'}`}>
        <p>&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-ink-700 pt-4">
        <span className="block font-semibold text-white">{testimonial.author}</span>
        <span className="block text-sm text-slate-400">{testimonial.position}</span>
      </figcaption>
    </figure>
  );
}
