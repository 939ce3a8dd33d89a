import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeScript {
  async: boolean;
  src: string;
}

function installFakeDom() {
  const appended: FakeScript[] = [];
  const win = { location: { href: 'https://bloksecure.com/about' } } as unknown as Window & typeof globalThis;
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    title: 'About Us | BlokSecure',
    createElement: () => ({ async: false, src: '' }),
    head: { appendChild: (s: FakeScript) => appended.push(s) },
  });
  return { win, appended };
}

describe('analytics', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('loads nothing and sends nothing until a measurement id is configured', async () => {
    const { win, appended } = installFakeDom();
    const { pageView, track } = await import('../../../src/app/analytics');
    pageView('/about');
    track('cta_click', { category: 'engagement', label: 'request_demo_footer' });
    expect(appended).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
  });

  it('injects gtag.js once and reports page views and events to the data layer', async () => {
    const { win, appended } = installFakeDom();
    const { loadAnalytics, pageView, track } = await import('../../../src/app/analytics');
    loadAnalytics('G-TEST123');
    loadAnalytics('G-TEST123');
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST123' });
    pageView('/careers');
    track('form_submit', { category: 'contact', label: 'contact_form', value: 1 });
    const calls = (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(calls).toContainEqual([
      'config',
      'G-TEST123',
      { page_path: '/careers', page_location: 'https://bloksecure.com/about', page_title: 'About Us | BlokSecure' },
    ]);
    expect(calls).toContainEqual(['event', 'form_submit', { event_category: 'contact', event_label: 'contact_form', value: 1 }]);
  });
});
