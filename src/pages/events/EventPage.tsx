import ArrowLeft from 'lucide-react/icons/arrow-left';
import Tag from 'lucide-react/icons/tag';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { JsonLd } from '../../components/JsonLd';
import { PageMeta } from '../../components/PageMeta';
import { eventsPage, findEvent, type SiteEvent } from '../../content/events';
import { useConfig } from '../../lib/config';
import { EventActions } from './EventActions';
import { EventTypeBadge, EventWhenWhere } from './EventMeta';
import { EventNotFound } from './EventNotFound';
import { EventAgenda, EventSpeakers } from './EventProgram';
import { eventJsonLd } from './eventJsonLd';
import { RegistrationControl } from './RegistrationControl';

/** the about text as paragraphs (blank lines separate them) */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function EventDetail({ event }: { event: SiteEvent }) {
  const t = eventsPage.detail;
  const { siteUrl } = useConfig();
  const pageUrl = `${siteUrl.replace(/\/+$/, '')}/events/${event.slug}`;
  const [confirmed, setConfirmed] = useState(false);
  return (
    <>
      <PageMeta title={`${event.title} | ${eventsPage.meta.title}`} description={event.description} />
      <JsonLd data={eventJsonLd(event, siteUrl)} />
      <article>
        <header className="border-b border-ink-800 bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.14),_transparent_60%)] pt-32 pb-12 sm:pt-36 sm:pb-16">
          <div className="container-page grid items-center gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
            <div className="min-w-0">
              <Link to="/events" className="flex w-fit items-center gap-2 text-sm font-medium no-underline hover:text-brand-200">
                <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                {t.back}
              </Link>
              <div className="mt-6">
                <EventTypeBadge type={event.type} />
              </div>
              <h1 className="mt-4 text-3xl font-bold leading-tight sm:text-5xl">{event.title}</h1>
              <p className="mt-5 text-lg text-slate-300">{event.description}</p>
              <EventWhenWhere event={event} className="mt-6 text-base" />
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
                <RegistrationControl event={event} confirmed={confirmed} onConfirmed={() => setConfirmed(true)} />
                <EventActions event={event} pageUrl={pageUrl} />
              </div>
            </div>
            <ImageWithFallback
              src={event.image}
              alt=""
              width={1200}
              height={675}
              loading="eager"
              className="aspect-video h-auto w-full rounded-2xl border border-ink-700 bg-ink-800 object-cover"
            />
          </div>
        </header>
        <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-16">
          <div className="min-w-0 space-y-14">
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-2xl font-bold sm:text-3xl">
                {t.aboutTitle}
              </h2>
              <div className="mt-5 space-y-5 text-lg leading-8 text-slate-300" data-testid="event-about">
                {paragraphsOf(event.fullDescription).map((p) => (
                  <p key={p.slice(0, 48)}>{p}</p>
                ))}
              </div>
            </section>
            <EventSpeakers speakers={event.speakers} title={t.speakersTitle} />
            <EventAgenda agenda={event.agenda} title={t.agendaTitle} />
          </div>
          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label="Event details">
            <div className="card p-6">
              <h2 className="text-lg font-semibold">{t.detailsTitle}</h2>
              <dl className="mt-4 space-y-4 text-sm" data-testid="event-sidebar">
                {[
                  ['Date', event.date],
                  ['Time', event.time],
                  ['Location', event.location],
                  ['Type', eventsPage.typeNames[event.type]],
                ].map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-slate-400">{label}</dt>
                    <dd className="mt-0.5 font-medium text-white">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            {!confirmed && (
              <div
                className="card border-brand-400/30 bg-gradient-to-br from-brand-400/10 to-accent-500/10 p-6"
                data-testid="interested-box"
              >
                <h2 className="flex items-center gap-2 text-lg font-semibold">
                  <Tag className="h-5 w-5 text-brand-300" aria-hidden="true" />
                  {t.interested.title}
                </h2>
                <p className="mt-2 text-sm text-slate-300">{t.interested.text}</p>
                <Link to={t.interested.contactHref} className="mt-4 inline-block text-sm font-semibold">
                  {t.interested.contactLabel}
                </Link>
              </div>
            )}
          </aside>
        </div>
      </article>
    </>
  );
}

/** /events/:slug: the event, or 'Event not found' for an unknown slug */
export function EventPage() {
  const { slug = '' } = useParams();
  const event = findEvent(slug);
  return event ? <EventDetail event={event} /> : <EventNotFound />;
}
