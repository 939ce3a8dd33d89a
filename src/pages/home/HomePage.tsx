import { lazy, Suspense } from 'react';
import { JsonLd } from '../../components/JsonLd';
import { PageMeta } from '../../components/PageMeta';
import { homeMeta } from '../../content/home';
import { useConfig } from '../../lib/config';
import { organizationJsonLd } from '../../shared/jsonLd';
import { HomeHero } from './HomeHero';
import { OverviewSection } from './OverviewSection';
import { useSubmissionGuidRedirect } from './useSubmissionGuidRedirect';

/*
 * Everything below the overview is its own chunk. The page is pre-rendered whole, so visitors see
 * every section at once; only the code that hydrates the lower sections arrives after the page's
 * first-load JavaScript (which stays within the 100 KB budget).
 */
const HomeSections = lazy(() => import('./HomeSections'));

export function HomePage() {
  const { siteUrl } = useConfig();
  useSubmissionGuidRedirect();
  return (
    <>
      <PageMeta title={homeMeta.title} description={homeMeta.description} path="/" />
      <JsonLd data={organizationJsonLd(siteUrl)} />
      <HomeHero />
      <OverviewSection />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
