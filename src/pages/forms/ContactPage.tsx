import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { ContactForm } from './ContactForm';
import { ContactInfo } from './ContactInfo';
import { contactCopy } from './copy';

export function ContactPage() {
  const { meta, hero } = contactCopy;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <section className="py-16 sm:py-20" aria-label="Contact form and details">
        <div className="container-page grid items-start gap-8 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <ContactForm />
          </div>
          <div className="lg:col-span-2">
            <ContactInfo />
          </div>
        </div>
      </section>
    </>
  );
}
