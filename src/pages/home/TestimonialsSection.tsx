import Quote from 'lucide-react/icons/quote';
import { RevealSection } from '../../components/RevealSection';
import { sectionIntros, type Testimonial, testimonials } from '../../content/home';

const groups: Array<{ type: Testimonial['type']; title: string }> = [
  { type: 'customer', title: 'Customers' },
  { type: 'partner', title: 'Partners' },
];

export function TestimonialsSection() {
  return (
    <RevealSection id="testimonials" title={sectionIntros.testimonials.title} intro={sectionIntros.testimonials.text}>
      <div className="space-y-12">
        {groups.map((g) => (
          <div key={g.type}>
            <h3 className="mb-5 text-sm font-semibold uppercase tracking-widest text-slate-400">{g.title}</h3>
            <ul className={`grid gap-6 ${g.type === 'customer' ? 'lg:grid-cols-3' : 'md:grid-cols-2'}`}>
              {testimonials
                .filter((t) => t.type === g.type)
                .map((t) => (
                  <li key={t.author} className="card flex flex-col p-6 sm:p-8">
                    <Quote className="h-8 w-8 text-brand-400/60" aria-hidden="true" />
                    <figure className="mt-4 flex flex-1 flex-col">
                      <blockquote className="flex-1 text-slate-200">
                        <p>“{t.quote}”</p>
                      </blockquote>
                      <figcaption className="mt-6 border-t border-ink-700 pt-4 text-sm font-medium text-brand-200">{t.author}</figcaption>
                    </figure>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </RevealSection>
  );
}
