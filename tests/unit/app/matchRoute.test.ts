import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../src/lib/matchRoute';
import { allRoutes } from '../../../src/routes';

/** what react-router answers over the whole table */
function expected(pathname: string) {
  const match = matchRoutes(allRoutes, pathname)?.[0];
  return { route: match?.route, params: match?.params };
}

describe('matchRoute', () => {
  it('answers what react-router answers over the whole route table', () => {
    const paths = [
      ...allRoutes.filter((r) => r.path !== '*').map((r) => r.path.replace(/:([a-z]+)/gi, 'some-$1')),
      '/',
      '/blog',
      '/blog/',
      '/Blog/Reducing-Helpdesk-Load',
      '/blog/a/b',
      '/%62log/encoded',
      '/case-studies/case-study-realtris',
      '/integrations/okta',
      '/events/some-event',
      '/blokkey/mfa/extra',
      '/no-such-page',
      '/admin',
      '/api/blog/posts',
    ];
    for (const p of paths) {
      const got = matchRoute(p);
      const want = expected(p);
      expect(got.route, p).toBe(want.route);
      expect(got.params, p).toEqual(want.params);
    }
  });
});
