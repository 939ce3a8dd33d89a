import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import { CtaPanel } from '../../components/CtaPanel';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { resourcePageCopy as copy, passwordlessPlaybook as guide } from '../../content/resources';
import { chapterId } from './chapterId';

/** /resources/passwordless-playbook: the six-chapter guide with a table of contents */
export function PlaybookPage() {
  return (
    <>
      <PageMeta title={guide.meta.title} description={guide.meta.description} />
      <PageHero
        eyebrow={guide.eyebrow}
        title={guide.title}
        text={
          <>
            {guide.intro}
            <span className="mt-4 flex items-center gap-2 text-base text-slate-300">
              <Clock className="h-4 w-4 text-brand-300" aria-hidden="true" />
              {guide.readingTime}
            </span>
          </>
        }
        aside={
          <ImageWithFallback
            src={copy.playbookImage.src}
            alt={copy.playbookImage.alt}
            width={640}
            height={360}
            loading="eager"
            className="aspect-video h-auto w-full rounded-2xl border border-ink-700 object-cover"
          />
        }
      />
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[16rem_1fr] lg:py-20">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-widest text-slate-400">
            {copy.toc}
          </h2>
          <ol className="mt-4 space-y-2 border-l border-ink-700">
            {guide.chapters.map((c) => (
              <li key={c.heading}>
                <a
                  href={`#${chapterId(c.heading)}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-slate-300 no-underline hover:border-brand-400 hover:text-white"
                >
                  {c.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {guide.chapters.map((c) => (
            <section
              key={c.heading}
              id={chapterId(c.heading)}
              aria-labelledby={`${chapterId(c.heading)}-heading`}
              className="scroll-mt-24 border-b border-ink-800 pb-10 mb-10 last:mb-0 last:border-0"
            >
              <h2 id={`${chapterId(c.heading)}-heading`} className="text-2xl font-bold sm:text-3xl">
                {c.heading}
              </h2>
              <div className="mt-5 space-y-4 text-lg leading-8 text-slate-300">
                {c.paragraphs.map((p) => (
                  <p key={p.slice(0, 48)}>{p}</p>
                ))}
              </div>
              {c.checklist && (
                <div className="card mt-8 p-6">
                  <h3 className="text-sm font-semibold uppercase tracking-widest text-brand-300">{copy.checklist}</h3>
                  <ul className="mt-4 space-y-3">
                    {c.checklist.map((item) => (
                      <li key={item} className="flex gap-3 text-slate-200">
                        <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-300" aria-hidden="true" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </section>
          ))}
        </article>
      </div>
      <CtaPanel cta={guide.cta} id="resource-cta" className="pb-16 sm:pb-20" />
    </>
  );
}
