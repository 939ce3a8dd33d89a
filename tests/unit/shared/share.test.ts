import { describe, expect, it, vi } from 'vitest';
import { EVENT_SHARE_TARGETS, openInPopup, popupFeatures, SHARE_WINDOW, shareLinks } from '../../../src/shared/share';

const input = {
  url: 'https://bloksecure.com/events/zero-trust-architecture-workshop',
  title: 'Zero Trust & You',
  text: 'A half-day workshop.',
};
const byTarget = Object.fromEntries(shareLinks(input, EVENT_SHARE_TARGETS).map((l) => [l.target, l]));

describe('shareLinks', () => {
  it("offers the event menu's five targets in menu order", () => {
    expect(shareLinks(input, EVENT_SHARE_TARGETS).map((l) => l.target)).toEqual(['linkedin', 'x', 'facebook', 'reddit', 'email']);
    expect(shareLinks(input, EVENT_SHARE_TARGETS).map((l) => l.label)).toEqual(['LinkedIn', 'X (Twitter)', 'Facebook', 'Reddit', 'Email']);
  });

  it('gives a page the targets it asks for, in its order (the blog post: LinkedIn, Facebook, X)', () => {
    const links = shareLinks({ url: 'https://bloksecure.com/blog/a b', title: 'Hello & goodbye' }, ['linkedin', 'facebook', 'x']);
    expect(links.map((l) => l.target)).toEqual(['linkedin', 'facebook', 'x']);
    // the exact bytes the pre-rendered post pages carry: %20 for spaces, never '+'
    expect(links.map((l) => l.href)).toEqual([
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fbloksecure.com%2Fblog%2Fa%20b',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fbloksecure.com%2Fblog%2Fa%20b',
      'https://x.com/intent/tweet?url=https%3A%2F%2Fbloksecure.com%2Fblog%2Fa%20b&text=Hello%20%26%20goodbye',
    ]);
  });

  it('builds the professional network link', () => {
    const u = new URL(byTarget.linkedin!.href);
    expect(u.origin + u.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(u.searchParams.get('url')).toBe(input.url);
    expect(byTarget.linkedin!.popup).toBe(true);
  });

  it('builds the short-post network link', () => {
    const u = new URL(byTarget.x!.href);
    expect(u.origin + u.pathname).toBe('https://x.com/intent/tweet');
    expect(u.searchParams.get('text')).toBe('Zero Trust & You');
    expect(u.searchParams.get('url')).toBe(input.url);
  });

  it('builds the social network link', () => {
    const u = new URL(byTarget.facebook!.href);
    expect(u.origin + u.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(u.searchParams.get('u')).toBe(input.url);
  });

  it('builds the other social network link', () => {
    const u = new URL(byTarget.reddit!.href);
    expect(u.origin + u.pathname).toBe('https://www.reddit.com/submit');
    expect(u.searchParams.get('url')).toBe(input.url);
    expect(u.searchParams.get('title')).toBe('Zero Trust & You');
  });

  it('builds the email link with %20 spaces and the page URL in the body', () => {
    const { href, popup } = byTarget.email!;
    expect(popup).toBe(false);
    expect(href).toBe(
      'mailto:?subject=Zero%20Trust%20%26%20You&body=A%20half-day%20workshop.%0A%0Ahttps%3A%2F%2Fbloksecure.com%2Fevents%2Fzero-trust-architecture-workshop',
    );
    expect(href).not.toContain('+');
    const withoutText = shareLinks({ url: input.url, title: 'T' }, ['email'])[0];
    expect(withoutText?.href).toBe(`mailto:?subject=T&body=${encodeURIComponent(input.url)}`);
  });
});

describe('popup windows', () => {
  it('are 600x400, centred when the screen is known, without opener access', () => {
    expect(SHARE_WINDOW).toEqual({ width: 600, height: 400 });
    expect(popupFeatures()).toBe('width=600,height=400,noopener,noreferrer');
    expect(popupFeatures({ width: 1600, height: 1000, left: 100, top: 50 })).toBe(
      'width=600,height=400,left=600,top=350,noopener,noreferrer',
    );
    expect(popupFeatures({ width: 400, height: 300 })).toContain('left=0,top=0');
  });

  it('openInPopup opens the link in a 600x400 window and ignores an empty link', () => {
    const open = vi.fn();
    const win = { open, outerWidth: 1200, outerHeight: 800, screenX: 0, screenY: 0 };
    expect(openInPopup('https://example.com/x', win)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.com/x', '_blank', 'width=600,height=400,left=300,top=200,noopener,noreferrer');
    expect(openInPopup('', win)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
