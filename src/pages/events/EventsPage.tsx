import Search from 'lucide-react/icons/search';
import SearchX from 'lucide-react/icons/search-x';
import { useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { events, eventsPage, eventTypes } from '../../content/events';
import { defaultEventFilter, type EventFilter, filterEvents } from '../../shared/eventFilters';
import { EventCard } from './EventCard';

/** /events: every event, with a text search and a type filter */
export function EventsPage() {
  const t = eventsPage;
  const [filter, setFilter] = useState<EventFilter>(defaultEventFilter);
  const shown = filterEvents(events, filter);
  const searchRef = useRef<HTMLInputElement>(null);
  const reset = () => {
    setFilter(defaultEventFilter);
    // the reset button disappears with the empty state: keep focus in the filters
    searchRef.current?.focus();
  };
  return (
    <>
      <PageMeta title={t.meta.title} description={t.meta.description} />
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} text={t.hero.text} />
      <section aria-labelledby="event-list-heading" className="py-14 sm:py-16">
        <div className="container-page">
          <h2 id="event-list-heading" className="sr-only">
            Upcoming events
          </h2>
          <div role="search" aria-label="Find events" className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
            <div className="relative w-full lg:max-w-md">
              <label htmlFor="event-search" className="sr-only">
                {t.searchLabel}
              </label>
              <Search className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
              <input
                ref={searchRef}
                id="event-search"
                type="search"
                value={filter.query}
                onChange={(e) => setFilter({ ...filter, query: e.target.value })}
                placeholder={t.searchPlaceholder}
                className="w-full rounded-full border border-ink-600 bg-ink-900 py-3 pr-4 pl-12 text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-300"
              />
            </div>
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">{t.typeFilterLabel}</legend>
              {eventTypes.map((type) => (
                <button
                  key={type}
                  type="button"
                  aria-pressed={filter.type === type}
                  onClick={() => setFilter({ ...filter, type })}
                  className="rounded-full border border-ink-600 px-4 py-2 text-sm font-medium text-slate-200 transition-colors hover:border-brand-300 hover:text-white aria-pressed:border-brand-400 aria-pressed:bg-brand-400 aria-pressed:text-ink-950"
                >
                  {t.typeLabels[type]}
                </button>
              ))}
            </fieldset>
          </div>
          <p className="sr-only" aria-live="polite">
            {shown.length === 0 ? t.empty.title : `Showing ${shown.length} of ${events.length} events`}
          </p>
          {shown.length > 0 ? (
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Events" data-testid="event-list">
              {shown.map((event, i) => (
                <EventCard key={event.slug} event={event} priority={i === 0} />
              ))}
            </ul>
          ) : (
            <div className="card mt-10 flex flex-col items-center px-6 py-16 text-center" data-testid="events-empty">
              <SearchX className="h-12 w-12 text-slate-500" aria-hidden="true" />
              <h3 className="mt-4 text-2xl font-semibold">{t.empty.title}</h3>
              <p className="mt-2 text-slate-300">{t.empty.text}</p>
              <Button variant="secondary" className="mt-6" onClick={reset}>
                {t.empty.reset}
              </Button>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
