import BookOpen from 'lucide-react/icons/book-open';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Code from 'lucide-react/icons/code';
import FileText from 'lucide-react/icons/file-text';
import Newspaper from 'lucide-react/icons/newspaper';
import Video from 'lucide-react/icons/video';
import { NavItemLink } from '../../components/NavItemLink';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { Reveal } from '../../components/Reveal';
import { Section } from '../../components/Section';
import { resourcesHub as hub, type ResourceHubItem, resourcePageCopy } from '../../content/resources';

const kindIcons: Record<ResourceHubItem['kind'], typeof BookOpen> = {
  Guide: BookOpen,
  Webinar: Video,
  Insights: Newspaper,
  'Case Studies': FileText,
  Events: CalendarDays,
  Documentation: Code,
};

/** /resources: the guide, the webinar and the other places to learn more */
export function ResourcesHubPage() {
  return (
    <>
      <PageMeta title={hub.meta.title} description={hub.meta.description} />
      <PageHero eyebrow={resourcePageCopy.hubEyebrow} title={hub.title} text={hub.intro} />
      <Section>
        <Reveal>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {hub.items.map((item) => {
              const KindIcon = kindIcons[item.kind];
              return (
                <li
                  key={item.href}
                  className="card relative flex flex-col p-6 transition-colors focus-within:border-brand-400/60 hover:border-brand-400/60 sm:p-8"
                >
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/30">
                    <KindIcon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <p className="mt-5 text-sm font-semibold uppercase tracking-widest text-brand-300">{item.kind}</p>
                  <h2 className="mt-2 text-xl font-semibold">{item.title}</h2>
                  <p className="mt-2 flex-1 text-slate-300">{item.description}</p>
                  <NavItemLink href={item.href} external={item.external} className="mt-6 font-semibold after:absolute after:inset-0">
                    {item.cta}
                    <span aria-hidden="true"> →</span>
                  </NavItemLink>
                </li>
              );
            })}
          </ul>
        </Reveal>
      </Section>
    </>
  );
}
