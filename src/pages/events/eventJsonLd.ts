import { registrationKind, type SiteEvent } from '../../content/events';
import { site } from '../../content/site';
import { parseEventEnd, parseEventStart } from '../../shared/calendar';
import type { JsonLdDocument } from '../../shared/jsonLd';

/** a schema.org Event for an event page; dates are left out when the texts can't be read */
export function eventJsonLd(event: SiteEvent, siteUrl: string): JsonLdDocument {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = `${origin}/events/${event.slug}`;
  const start = parseEventStart(event.date, event.time);
  const end = parseEventEnd(event.date, event.time);
  const online = /\bonline\b/i.test(event.location);
  const externalRegistration = registrationKind(event.registrationUrl) === 'external';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url,
    image: [`${origin}${event.image}`],
    ...(start ? { startDate: start.toISOString() } : {}),
    ...(end ? { endDate: end.toISOString() } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: externalRegistration ? event.registrationUrl : url }
      : { '@type': 'Place', name: event.location, address: event.location },
    organizer: { '@type': 'Organization', name: site.brand, url: `${origin}/` },
    performer: event.speakers.map((s) => ({ '@type': 'Person', name: s.name, jobTitle: s.title })),
    ...(externalRegistration
      ? { offers: { '@type': 'Offer', url: event.registrationUrl, availability: 'https://schema.org/InStock' } }
      : {}),
  };
}
