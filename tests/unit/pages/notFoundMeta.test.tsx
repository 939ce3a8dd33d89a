import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageMeta } from '../../../src/components/PageMeta';
import { ConfigProvider } from '../../../src/lib/config';
import { EventNotFound } from '../../../src/pages/events/EventNotFound';
import { NotFoundPage } from '../../../src/pages/notFound/NotFoundPage';
import { IntegrationPage } from '../../../src/pages/products/IntegrationPage';

const render = (location: string, page: ReactNode) =>
  renderToStaticMarkup(
    <ConfigProvider value={{ siteUrl: 'https://bloksecure.com' }}>
      <StaticRouter location={location}>{page}</StaticRouter>
    </ConfigProvider>,
  );

/** the URLs a page names as its own: canonical and og:url */
const ownUrls = (html: string) => [
  ...[...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<meta property="og:url" content="([^"]*)"/g)].map((m) => m[1]),
];

describe('not-found pages name no canonical URL (issue 36, item 9)', () => {
  it.each([
    ['the not-found page', '/404', <NotFoundPage key="p" />],
    ['an unknown event', '/events/no-such-event', <EventNotFound key="p" />],
    [
      'an unknown integration',
      '/integrations/no-such-integration',
      <Routes key="p">
        <Route path="/integrations/:slug" element={<IntegrationPage />} />
      </Routes>,
    ],
  ])('%s: no canonical link and no og:url, still noindex', (_, location, page) => {
    const html = render(location, page);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(ownUrls(html)).toEqual([]);
  });

  it('a page that exists still names its canonical URL and og:url', () => {
    expect(ownUrls(render('/about', <PageMeta title="About" description="About us" />))).toEqual([
      'https://bloksecure.com/about',
      'https://bloksecure.com/about',
    ]);
  });
});
