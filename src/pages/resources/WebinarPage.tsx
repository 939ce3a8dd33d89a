import CalendarDays from 'lucide-react/icons/calendar-days';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import { CtaPanel } from '../../components/CtaPanel';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { Reveal } from '../../components/Reveal';
import { Section } from '../../components/Section';
import { LazyVideoPlayer } from '../../components/video/LazyVideoPlayer';
import { resourcePageCopy as copy, zeroTrustWebinar as webinar, zeroTrustWebinarPreview } from '../../content/resources';

/** /resources/zero-trust-webinar: the on-demand webinar's preview, speakers, agenda and takeaways */
export function WebinarPage() {
  return (
    <>
      <PageMeta title={webinar.meta.title} description={webinar.meta.description} />
      <PageHero
        eyebrow={webinar.eyebrow}
        title={webinar.title}
        text={webinar.summary}
        aside={
          <div>
            <h2 className="sr-only">{copy.preview}</h2>
            <LazyVideoPlayer {...zeroTrustWebinarPreview} />
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
              <li className="inline-flex items-center gap-2">
                <CalendarDays className="h-4 w-4 text-brand-300" aria-hidden="true" />
                {webinar.dateText}
              </li>
              <li className="inline-flex items-center gap-2">
                <Clock className="h-4 w-4 text-brand-300" aria-hidden="true" />
                {webinar.duration}
              </li>
            </ul>
          </div>
        }
      />
      <Reveal>
        <Section id="about" title={copy.about}>
          <div className="grid gap-10 lg:grid-cols-2">
            <div>
              <h3 className="text-xl font-semibold">{copy.takeaways}</h3>
              <ul className="mt-5 space-y-4">
                {webinar.takeaways.map((t) => (
                  <li key={t} className="flex gap-3 text-slate-200">
                    <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-300" aria-hidden="true" />
                    {t}
                  </li>
                ))}
              </ul>
              <p className="mt-8 rounded-xl border border-ink-700 bg-ink-900/60 p-5 text-slate-300">{webinar.onDemandNote}</p>
            </div>
            <div>
              <h3 className="text-xl font-semibold">{copy.speakers}</h3>
              <ul className="mt-5 grid gap-4">
                {webinar.speakers.map((s) => (
                  <li key={s.name} className="card flex items-center gap-4 p-5">
                    <span
                      className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-accent-500 font-bold text-ink-950"
                      aria-hidden="true"
                    >
                      {s.name
                        .split(' ')
                        .map((part) => part.charAt(0))
                        .join('')}
                    </span>
                    <span>
                      <span className="block font-semibold text-white">{s.name}</span>
                      <span className="block text-sm text-slate-300">{s.title}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Section>
      </Reveal>
      <Reveal>
        <Section id="agenda" title={copy.agenda} className="bg-ink-900/50">
          <ol className="mx-auto max-w-3xl space-y-4">
            {webinar.agenda.map((item) => (
              <li key={item.time} className="card flex gap-5 p-5 sm:p-6">
                <span className="w-12 shrink-0 font-mono text-lg font-semibold text-brand-300">{item.time}</span>
                <div>
                  <h3 className="font-semibold text-white">{item.title}</h3>
                  <p className="mt-1 text-slate-300">{item.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>
      </Reveal>
      <div className="pt-16 sm:pt-20">
        <CtaPanel cta={webinar.cta} id="resource-cta" className="pb-16 sm:pb-20" />
      </div>
    </>
  );
}
