import { LinkButton } from '../../components/Button';
import { IconCardGrid } from '../../components/CardGrid';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { Section } from '../../components/Section';
import { about } from '../../content/about';
import { TeamCard } from './TeamCard';

export function AboutPage() {
  const { hero, story, mission, vision, values, leadership, advisors, globalPresence, partner, meta } = about;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PageHero eyebrow="About Us" title={hero.title} text={hero.text} />
      <Section id="story" title={story.title}>
        <div className="mx-auto max-w-3xl space-y-5 text-lg text-slate-300">
          {story.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="mission" title="Mission and Vision" className="bg-ink-900/50">
        <div className="grid gap-6 md:grid-cols-2">
          {[mission, vision].map((item) => (
            <div key={item.title} className="card p-8">
              <h3 className="text-2xl font-semibold">{item.title}</h3>
              <p className="mt-4 text-slate-300">{item.text}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section id="values" title="Our Values">
        <IconCardGrid items={values} />
      </Section>
      <Section id="leadership" title="Leadership Team" className="bg-ink-900/50">
        <ul className="grid gap-6 lg:grid-cols-2">
          {leadership.map((m) => (
            <TeamCard key={m.name} member={m} />
          ))}
        </ul>
      </Section>
      <Section id="advisors" title="Advisors">
        <ul className="mx-auto grid max-w-3xl gap-6">
          {advisors.map((m) => (
            <TeamCard key={m.name} member={m} />
          ))}
        </ul>
      </Section>
      <Section id="global-presence" title={globalPresence.title} className="bg-ink-900/50">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-lg text-slate-300">{globalPresence.text}</p>
            <p className="mt-6 font-semibold text-white">Headquarters: {globalPresence.headquarters}</p>
            <ul className="mt-4 flex flex-wrap gap-3" aria-label="Regions served">
              {globalPresence.regions.map((r) => (
                <li key={r} className="rounded-full border border-ink-600 px-4 py-1.5 text-sm text-slate-200">
                  {r}
                </li>
              ))}
            </ul>
          </div>
          <ImageWithFallback
            src={globalPresence.officeImage}
            alt={globalPresence.officeImageAlt}
            width={800}
            height={500}
            className="h-auto w-full rounded-2xl border border-ink-700"
          />
        </div>
      </Section>
      <Section id="partner" title={partner.title} intro={partner.text}>
        <div className="flex justify-center">
          <LinkButton to={partner.href} size="lg">
            {partner.ctaLabel}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
