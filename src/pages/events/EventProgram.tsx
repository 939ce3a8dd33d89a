import { ImageWithFallback } from '../../components/ImageWithFallback';
import type { AgendaItem, EventSpeaker } from '../../content/events';

/** the speakers with portrait, name and title */
export function EventSpeakers({ speakers, title }: { speakers: EventSpeaker[]; title: string }) {
  return (
    <section aria-labelledby="speakers-heading">
      <h2 id="speakers-heading" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {speakers.map((s) => (
          <li key={s.name} className="card flex items-center gap-4 p-5">
            <ImageWithFallback
              src={s.image}
              alt={`Portrait of ${s.name}`}
              width={64}
              height={64}
              className="h-16 w-16 shrink-0 rounded-full bg-ink-800 object-cover"
            />
            <div className="min-w-0">
              <h3 className="font-semibold text-white">{s.name}</h3>
              <p className="text-sm text-slate-300">{s.title}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** the agenda as a timeline: time, title, description */
export function EventAgenda({ agenda, title }: { agenda: AgendaItem[]; title: string }) {
  return (
    <section aria-labelledby="agenda-heading">
      <h2 id="agenda-heading" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <ol className="mt-6 space-y-4">
        {agenda.map((item) => (
          <li key={`${item.time}-${item.title}`} className="card grid gap-2 p-5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-6">
            <p className="font-semibold text-brand-300">{item.time}</p>
            <div>
              <h3 className="font-semibold text-white">{item.title}</h3>
              <p className="mt-1 text-slate-300">{item.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
