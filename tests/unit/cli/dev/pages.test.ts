import { describe, expect, it } from 'vitest';
import type { DevState } from '../../../../cli/dev/devState';
import { createOverlay } from '../../../../cli/dev/overlay';
import { createDevPages, pagePathOf } from '../../../../cli/dev/pages';
import type { Config } from '../../../../core/config';
import { fakeRequest, fakeResponse } from './fakeHttp';

describe('pagePathOf', () => {
  it('names the page a request is for, as the static server finds its file', () => {
    expect(pagePathOf('/')).toBe('/');
    expect(pagePathOf('/index.html')).toBe('/');
    expect(pagePathOf('/about/')).toBe('/about');
    expect(pagePathOf('/about/index.html')).toBe('/about');
    expect(pagePathOf('/404.html')).toBe('/404');
    expect(pagePathOf('/blog/x')).toBe('/blog/x');
  });
});

/** the pages of a site of three: /, /404 (the not-found page) and /admin (server only); `/boom` fails to render */
function pagesWith(config: Partial<Config> = {}) {
  const renders: string[] = [];
  const state = { config: { ADMIN_ENABLED: true, ...config }, built: true, applied: 3 } as DevState;
  const overlay = createOverlay({
    live: { pages: () => [], send: () => {} },
    postErrors: () => [],
    log: () => {},
    printError: () => {},
    hide: (t) => t,
  });
  let served = 0;
  const pages = createDevPages({
    state,
    overlay,
    served: () => served++,
    renderer: {
      pages: async () => [
        { path: '/', notFound: false, serverOnly: false },
        { path: '/404', notFound: true, serverOnly: false },
        { path: '/admin', notFound: false, serverOnly: true },
        { path: '/boom', notFound: false, serverOnly: false },
      ],
      render: async (page) => {
        renders.push(page);
        if (page === '/boom') throw new Error('boom in a test');
        return { html: `<html><head></head><body>${page}</body></html>`, status: page === '/404' ? 404 : 200 };
      },
    },
  });
  return { pages, state, overlay, renders, served: () => served };
}

describe('createDevPages', () => {
  it('resolves a page of the site, a case study to its list, and anything else to the not-found page', async () => {
    const { pages } = pagesWith();
    expect(await pages.resolve('/index.html')).toMatchObject({ page: '/' });
    expect(await pages.resolve('/case-studies/nope')).toEqual({ redirect: '/case-studies' });
    expect(await pages.resolve('/nope')).toEqual({ page: '/404', status: 404 });
    expect(await pages.resolve('/404')).toMatchObject({ page: '/404', status: 404 });
    expect(await pages.resolve('/404.html')).toMatchObject({ page: '/404', status: 404 });
    expect(await pages.resolve('/admin')).toMatchObject({ page: '/admin', serverOnly: true });
    expect(await pagesWith({ ADMIN_ENABLED: false }).pages.resolve('/admin')).toEqual({ page: '/404', status: 404 });
  });

  it('renders a page once for the same inputs, again after they change', async () => {
    const { pages, renders } = pagesWith();
    await pages.render('/');
    await pages.render('/');
    expect(renders).toEqual(['/']);
    pages.inputsChanged(false);
    await pages.render('/');
    expect(renders).toEqual(['/', '/']);
  });

  it('answers a page with its live-reload tag, and keeps what it shows', async () => {
    const { pages, served } = pagesWith();
    const res = fakeResponse();
    await pages.serve(fakeRequest('/') as never, res as never, '/');
    expect(res.status).toBe(200);
    expect(res.text()).toBe('<html><head><script type="module" src="/__site/dev.js?v=3"></script></head><body>/</body></html>');
    expect(pages.shown.get('/')).toBe('<html><head></head><body>/</body></html>');
    expect(served()).toBe(1);
  });

  it('answers a render error with the error page, and the overlay keeps it for that page', async () => {
    const { pages, overlay } = pagesWith();
    const res = fakeResponse();
    await pages.serve(fakeRequest('/boom') as never, res as never, '/boom');
    expect(res.status).toBe(500);
    expect(res.text()).toContain('boom in a test');
    expect(overlay.errorsFor('/boom')).toEqual([expect.objectContaining({ kind: 'render', page: '/boom', message: 'boom in a test' })]);
    expect(overlay.errorsFor('/')).toEqual([]);
  });

  it('answers the error page while nothing is built yet', async () => {
    const { pages, state, renders } = pagesWith();
    state.built = false;
    const res = fakeResponse();
    await pages.serve(fakeRequest('/') as never, res as never, '/');
    expect(res.status).toBe(500);
    expect(res.text()).toContain('The site is being built.');
    expect(renders).toEqual([]);
  });
});
