import { describe, expect, it } from 'vitest';
import { headersFile, hostHeaderFiles, MAX_HEADER_RULES, nginxSnippet } from '../../../cli/export/hostHeaders';
import { isHostConfigPath } from '../../../core/publishedFiles';
import { contentSecurityPolicy, securityHeaders } from '../../../core/securityHeaders';

const TOP = [
  'index.html',
  'index.html.br',
  '404.html',
  'about/',
  'blog/',
  'assets/',
  'favicon.svg',
  'robots.txt',
  '_headers',
  'nginx.conf',
];

interface Rule {
  pattern: string;
  headers: [string, string][];
}

/** parses a `_headers` file the way Netlify and Cloudflare Pages read it */
function parseHeaders(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const i = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

const matches = (pattern: string, url: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(url);

/** every header a URL gets; a name set by two matching rules would be joined with a comma by both hosts */
function headersFor(rules: Rule[], url: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of rules.filter((x) => matches(x.pattern, url))) {
    for (const [k, v] of r.headers) out.set(k.toLowerCase(), [...(out.get(k.toLowerCase()) ?? []), v]);
  }
  return out;
}

describe('_headers', () => {
  const rules = parseHeaders(headersFile({ thirdParties: { gaId: 'G-TEST1234' }, topLevel: TOP }));

  it('sends every security header of site serve, with the analytics CSP, on every path', () => {
    for (const url of ['/', '/about', '/blog/some-post', '/assets/main-ABC.js', '/favicon.svg', '/nope']) {
      const h = headersFor(rules, url);
      for (const [k, v] of Object.entries(securityHeaders({ gaId: 'G-TEST1234', hsts: true })))
        expect(h.get(k.toLowerCase()), `${url} ${k}`).toEqual([v]);
    }
    expect(headersFor(rules, '/').get('content-security-policy')?.[0]).toContain('https://www.googletagmanager.com');
  });

  it('leaves analytics origins out of the CSP when no id is configured, and HSTS out on request', () => {
    const plain = parseHeaders(headersFile({ topLevel: TOP, hsts: false }));
    const h = headersFor(plain, '/about');
    expect(h.get('content-security-policy')).toEqual([contentSecurityPolicy({})]);
    expect(h.get('content-security-policy')?.[0]).not.toContain('google');
    expect(h.has('strict-transport-security')).toBe(false);
  });

  it('caches hashed assets for a year and makes pages, folders and public files revalidate, never both', () => {
    const cc = (url: string) => headersFor(rules, url).get('cache-control');
    expect(cc('/assets/main-ABC.js')).toEqual(['public, max-age=31536000, immutable']);
    for (const url of ['/', '/about', '/about/', '/blog/x', '/favicon.svg', '/404.html'])
      expect(cc(url), url).toEqual(['public, max-age=0, must-revalidate']);
  });

  it('writes no rules for host files, compressed copies or the assets folder beyond the immutable one', () => {
    const patterns = rules.map((r) => r.pattern);
    expect(patterns).toEqual(expect.arrayContaining(['/*', '/assets/*', '/', '/about', '/about/*', '/blog', '/blog/*', '/favicon.svg']));
    expect(patterns.filter((p) => /_headers|nginx|\.br$|^\/assets$/.test(p))).toEqual([]);
  });

  it('stays within the Cloudflare Pages rule limit, falling back to the hosts default for many top-level folders', () => {
    const many = Array.from({ length: 150 }, (_, i) => `page-${i}/`);
    const text = headersFile({ topLevel: many });
    const r = parseHeaders(text);
    expect(r.length).toBeLessThanOrEqual(MAX_HEADER_RULES);
    expect(r.map((x) => x.pattern)).toEqual(['/*', '/assets/*']);
    expect(text).toMatch(/rule limit/);
  });
});

describe('nginx.conf snippet', () => {
  const conf = nginxSnippet({ thirdParties: { gaId: 'G-TEST1234' } });
  const location = (name: string) => conf.match(new RegExp(`location ${name.replace(/[/.*]/g, '\\$&')} \\{([^}]*)\\}`))?.[1] ?? '';

  it('repeats all security headers in each serving location, since nginx does not inherit add_header', () => {
    const security = securityHeaders({ gaId: 'G-TEST1234', hsts: true });
    for (const loc of ['/', '/assets/', '= /404.html']) {
      const body = location(loc);
      for (const [k, v] of Object.entries(security)) expect(body, `${loc} ${k}`).toContain(`add_header ${k} "${v}" always;`);
      expect(body.match(/add_header Cache-Control/g)).toHaveLength(1);
    }
  });

  it('caches assets immutably, revalidates pages, resolves folder URLs and hides host files', () => {
    expect(location('/assets/')).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(location('/')).toContain('add_header Cache-Control "public, max-age=0, must-revalidate" always;');
    expect(location('/')).toContain('try_files $uri $uri/index.html $uri.html =404;');
    expect(conf).toContain('error_page 404 /404.html;');
    const hide = new RegExp(conf.match(/location ~ (\^\/\([^ ]+\)\$) \{/)?.[1] ?? 'missing');
    for (const url of ['/_headers', '/nginx.conf', '/_redirects']) expect(hide.test(url), url).toBe(true);
    for (const url of ['/about', '/assets/x.js', '/blog/_x']) expect(hide.test(url), url).toBe(false);
  });

  it('comes with _headers as the host files the export writes', () => {
    expect(Object.keys(hostHeaderFiles({ topLevel: TOP }))).toEqual(['_headers', 'nginx.conf']);
  });
});

describe('isHostConfigPath', () => {
  it('matches host files however the URL spells them, and only at the root', () => {
    for (const url of ['/_headers', '/_headers/', '/%5Fheaders', '/nginx.conf?x=1', '/_redirects#a'])
      expect(isHostConfigPath(url), url).toBe(true);
    for (const url of ['/', '/about', '/blog/_draft', '/assets/_x.js', '/nginx.conf.html', '/%E0%A4%A'])
      expect(isHostConfigPath(url), url).toBe(false);
  });
});
