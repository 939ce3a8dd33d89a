import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { eventsPage, type SiteEvent } from '../../content/events';
import { EventTypeBadge, EventWhenWhere } from './EventMeta';

/**
 * an event teaser: image, type, title (the card's link), description clamped to 3 lines, when and where.
 * `priority`: the card is in the first viewport, so its image (often the page's LCP) loads at once, first.
 */
export function EventCard({ event, priority = false }: { event: SiteEvent; priority?: boolean }) {
  return (
    <li className="card group relative flex flex-col overflow-hidden transition-colors focus-within:border-brand-400/60 hover:border-brand-400/60">
      <ImageWithFallback
        src={event.image}
        alt=""
        width={640}
        height={360}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className="aspect-video h-auto w-full bg-ink-800 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div>
          <EventTypeBadge type={event.type} />
        </div>
        <h3 className="mt-3 text-xl font-semibold leading-snug">
          <Link to={`/events/${event.slug}`} className="text-white no-underline after:absolute after:inset-0 after:content-['']">
            {event.title}
          </Link>
        </h3>
        <p className="mt-3 line-clamp-3 text-slate-300" data-testid="event-description">
          {event.description}
        </p>
        <EventWhenWhere event={event} className="mt-5" />
        <span
          className="mt-auto flex items-center gap-1 pt-5 text-sm font-semibold text-brand-300 group-hover:text-brand-200"
          aria-hidden="true"
        >
          {eventsPage.viewDetails} <ArrowRight className="h-4 w-4" />
        </span>
      </div>
    </li>
  );
}
