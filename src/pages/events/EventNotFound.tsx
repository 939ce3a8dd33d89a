import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarX from 'lucide-react/icons/calendar-x';
import { Link } from 'react-router';
import { buttonClass } from '../../components/Button';
import { PageMeta } from '../../components/PageMeta';
import { eventsPage } from '../../content/events';

/** shown for an unknown event slug */
export function EventNotFound() {
  const t = eventsPage.notFound;
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-32 pb-16 text-center">
      <PageMeta title={t.title} description={t.text} robots="noindex" notFound />
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/30">
        <CalendarX className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{t.title}</h1>
      <p className="mt-4 max-w-md text-slate-300">{t.text}</p>
      <Link to="/events" className={buttonClass('primary', 'lg', 'mt-8')}>
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {t.back}
      </Link>
    </section>
  );
}
