import { describe, expect, it } from 'vitest';
import { extractLinks, findBrokenLinks } from '../../../cli/export/linkCheck';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="canonical" href="https://bloksecure.com/404"/><script type="module" src="/assets/main.js"></script></head><body>${body}</body></html>`;

describe('extractLinks', () => {
  it('collects hrefs, srcs, srcset candidates and posters, decoding entities, and the ids', () => {
    const { links, ids } = extractLinks(
      page(
        '<a href="/about?x=1&amp;y=2#team">a</a><img src="/images/a.svg" srcset="/images/a-1x.png 1x, /images/a-2x.png 2x" alt=""/><video poster="/media/p.svg" src="/media/v.mp4"></video><h2 id="team">t</h2><a name="legacy"></a>',
      ),
    );
    expect(links.map((l) => l.url)).toEqual([
      '/assets/app.css',
      '/assets/main.js',
      '/about?x=1&y=2#team',
      '/images/a.svg',
      '/images/a-1x.png',
      '/images/a-2x.png',
      '/media/v.mp4',
      '/media/p.svg',
    ]);
    expect(ids).toEqual(['team', 'legacy']);
  });

  it('takes anchors from id on any element and name on <a> only, every one of a tag', () => {
    const { ids } = extractLinks(
      page(
        '<meta name="description" content="d"/><form><input name="email"/><button name="go">Go</button></form><a id="top" name="start">t</a><div name="not-an-anchor"></div><svg><linearGradient id="_R_1_logo-g"></linearGradient></svg>',
      ),
    );
    expect(ids).toEqual(['top', 'start', '_R_1_logo-g']);
  });

  it('reads markup in comments and scripts as text, not as links', () => {
    const { links } = extractLinks(
      page('<!-- <a href="/old-page">old</a> --><script type="application/ld+json">{"text":"<a href=\\"/in-json\\">x</a>"}</script>'),
    );
    expect(links.map((l) => l.url)).toEqual(['/assets/app.css', '/assets/main.js']);
  });

  it('collects the chunks the page data lists for the boot script', () => {
    const data = JSON.stringify({
      assets: { boot: '/assets/boot.js', entry: '/assets/main-A.js', preloads: ['/assets/chunk-B.js'], css: [] },
    });
    const { links } = extractLinks(page(`<script type="application/json" id="__PAGE_DATA__">${data}</script>`));
    expect(links.map((l) => l.url)).toEqual(['/assets/app.css', '/assets/main.js', '/assets/main-A.js', '/assets/chunk-B.js']);
  });

  it('keeps full URLs of links (they may name the site) but not of canonical or preconnect tags', () => {
    const { links } = extractLinks(page('<a href="https://bloksecure.com/blog">b</a><a href="https://x.com/bloksecure">x</a>'));
    expect(links.filter((l) => l.absolute).map((l) => l.url)).toEqual(['https://bloksecure.com/blog', 'https://x.com/bloksecure']);
    expect(links.some((l) => l.url.includes('/404'))).toBe(false);
  });
});

describe('findBrokenLinks', () => {
  const files = new Set(['index.html', 'about/index.html', '404.html', 'assets/app.css', 'assets/main.js', 'images/a.svg', 'feed.xml']);
  const check = (body: string, ids: string[] = []) => {
    const about = extractLinks(page('<section id="team"></section>'));
    const home = extractLinks(page(body));
    return findBrokenLinks({
      dir: '/nonexistent',
      files,
      siteUrl: 'https://bloksecure.com',
      pages: [
        { path: '/', file: 'index.html', ...home, ids: [...home.ids, ...ids] },
        { path: '/about', file: 'about/index.html', ...about },
      ],
    });
  };

  it('accepts pages, folders, files, anchors, other sites, mail and phone links', async () => {
    expect(
      await check(
        '<a href="/about">a</a><a href="/about/">a</a><a href="/about#team">t</a><a href="#top">top</a><a href="/feed.xml">f</a><a href="https://bloksecure.com/about">abs</a><a href="https://example.com/x">x</a><a href="mailto:a@b.c">m</a><a href="tel:+1">t</a><img src="/images/a.svg" alt=""/><a href="/404">nf</a>',
        ['top'],
      ),
    ).toEqual([]);
  });

  it('reports a malformed anchor, on the page or on another, instead of failing the check', async () => {
    expect(await check('<a href="#%E0%A4%A">here</a><a href="/about#%E0%A4%A">there</a>')).toEqual([
      '/: broken link "#%E0%A4%A" (malformed anchor #%E0%A4%A)',
      '/: broken link "/about#%E0%A4%A" (malformed anchor #%E0%A4%A)',
    ]);
  });

  it('catches a #description link: a <meta name="description"> or a form field name is no anchor', async () => {
    expect(
      await check('<meta name="description" content="About us"/><input name="email"/><a href="#description">d</a><a href="#email">e</a>'),
    ).toEqual([
      '/: broken link "#description" (no element with id "description" on /)',
      '/: broken link "#email" (no element with id "email" on /)',
    ]);
    expect(await check('<a href="#legacy">l</a><a name="legacy"></a>')).toEqual([]);
  });

  it('names the page and the link of each missing page, file or anchor', async () => {
    expect(
      await check(
        '<a href="/demo">d</a><img src="/images/missing.svg" alt=""/><a href="/about#nope">n</a><a href="#gone">g</a><a href="https://bloksecure.com/pricing">p</a>',
      ),
    ).toEqual([
      '/: broken link "/demo" (no page or file at /demo)',
      '/: broken link "/images/missing.svg" (no page or file at /images/missing.svg)',
      '/: broken link "/about#nope" (no element with id "nope" on /about)',
      '/: broken link "#gone" (no element with id "gone" on /)',
      '/: broken link "https://bloksecure.com/pricing" (no page or file at /pricing)',
    ]);
  });

  it('reports a link repeated on many pages on each of them, and an anchor within a page by that page alone', async () => {
    // the same root-relative and full URLs on every page have one outcome; '#team' and 'contact' depend on the page
    const body = '<a href="/demo">d</a><a href="https://bloksecure.com/pricing">p</a><a href="#team">t</a><a href="contact">c</a>';
    const pages = ['/', '/about', '/blog/a'].map((p, i) => {
      const links = extractLinks(page(body));
      return { path: p, file: `${p.slice(1)}/index.html`.replace(/^\//, ''), ...links, ids: i === 1 ? ['team'] : [] };
    });
    const broken = await findBrokenLinks({
      dir: '/nonexistent',
      files: new Set([
        'index.html',
        'about/index.html',
        'blog/a/index.html',
        'blog/contact/index.html',
        'assets/app.css',
        'assets/main.js',
      ]),
      siteUrl: 'https://bloksecure.com',
      pages,
    });
    expect(broken).toEqual([
      '/: broken link "/demo" (no page or file at /demo)',
      '/: broken link "https://bloksecure.com/pricing" (no page or file at /pricing)',
      '/: broken link "#team" (no element with id "team" on /)',
      '/: broken link "contact" (no page or file at /contact)',
      '/about: broken link "/demo" (no page or file at /demo)',
      '/about: broken link "https://bloksecure.com/pricing" (no page or file at /pricing)',
      '/about: broken link "contact" (no page or file at /contact)',
      '/blog/a: broken link "/demo" (no page or file at /demo)',
      '/blog/a: broken link "https://bloksecure.com/pricing" (no page or file at /pricing)',
      '/blog/a: broken link "#team" (no element with id "team" on /blog/a)',
    ]);
  });
});
