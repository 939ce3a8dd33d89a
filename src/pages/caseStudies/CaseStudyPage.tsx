import { Navigate, useParams } from 'react-router';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { PageMeta } from '../../components/PageMeta';
import { type CaseStudy, caseStudyTitleSuffix, findCaseStudy, realtrisExtended } from '../../content/caseStudies';
import { CaseStudyHeader, CaseStudyStory } from './CaseStudyStory';
import { MoreStories } from './MoreStories';
import { RealtrisCaseStudy } from './RealtrisCaseStudy';
import { SideLinks } from './SideLinks';
import { TestimonialCard } from './Testimonial';

function CaseStudyDetail({ study }: { study: CaseStudy }) {
  return (
    <>
      <PageMeta title={`${study.title}${caseStudyTitleSuffix}`} description={study.challenge} type="article" />
      <article>
        <header className="border-b border-ink-800 bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.14),_transparent_60%)] pt-32 pb-12 sm:pt-36">
          <div className="container-page max-w-4xl">
            <CaseStudyHeader study={study} />
          </div>
        </header>
        <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-16">
          <div className="min-w-0 space-y-12">
            <ImageWithFallback
              src={study.image}
              alt={`Illustration for the ${study.industry} case study`}
              width={1200}
              height={675}
              loading="eager"
              className="aspect-video h-auto w-full rounded-2xl border border-ink-700 bg-ink-800 object-cover"
            />
            <CaseStudyStory study={study} />
            <TestimonialCard testimonial={study.testimonial} large />
          </div>
          <SideLinks study={study} />
        </div>
      </article>
      <MoreStories currentId={study.id} />
    </>
  );
}

/** /case-studies/:id: the story, or a redirect to the list for an unknown id */
export function CaseStudyPage() {
  const { id = '' } = useParams();
  const study = findCaseStudy(id);
  if (!study) return <Navigate to="/case-studies" replace />;
  if (study.id === realtrisExtended.id) return <RealtrisCaseStudy />;
  return <CaseStudyDetail study={study} />;
}
