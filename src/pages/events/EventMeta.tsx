import Calendar from 'lucide-react/icons/calendar';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import { type EventType, eventsPage, type SiteEvent } from '../../content/events';

const typeStyles: Record<EventType, string> = {
  webinar: 'border-brand-400/40 bg-brand-400/10 text-brand-200',
  conference: 'border-accent-400/40 bg-accent-500/15 text-violet-200',
  workshop: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200',
};

/** the event type as a coloured pill */
export function EventTypeBadge({ type }: { type: EventType }) {
  return (
    <span className={`inline-block rounded-full border px-3 py-1 text-xs font-semibold uppercase tracking-wider ${typeStyles[type]}`}>
      {eventsPage.typeNames[type]}
    </span>
  );
}

/** date, time and place, each with its icon */
export function EventWhenWhere({ event, className = '' }: { event: SiteEvent; className?: string }) {
  const rows = [
    { label: 'Date', value: event.date, Icon: Calendar },
    { label: 'Time', value: event.time, Icon: Clock },
    { label: 'Location', value: event.location, Icon: MapPin },
  ];
  return (
    <dl className={`space-y-2 text-sm text-slate-300 ${className}`}>
      {rows.map(({ label, value, Icon }) => (
        <div key={label} className="flex gap-2.5">
          <dt>
            <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-300" aria-hidden="true" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
