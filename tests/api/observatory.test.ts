/**
 * Issue 9, "Headers graded A+": the HTML answers of `site serve` and the headers the exported host files
 * declare are graded with the MDN HTTP Observatory's rules (reproduced in helpers/observatory.ts).
 *
 * Deployment assumption, since nothing here has a real hostname or certificate: production runs
 * `site serve` with TRUST_PROXY=1 behind a TLS proxy on the same host that verifies its certificate,
 * sets `x-forwarded-proto: https` and answers plain http://host/ with a redirect to https://host/
 * (`site serve` itself never redirects). The redirect is therefore an input (BEHIND_TLS_PROXY), worth 0
 * in the source either way (redirection-to-https); HSTS is what the server really sends.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../api/server';
import { exportSite } from '../../cli/export/exportSite';
import { outputFileFor } from '../../cli/export/outputFile';
import { loadConfig } from '../../core/config';
import { securityHeaders } from '../../core/securityHeaders';
import { siteDir } from '../export/site';
import {
  CORS_PREFLIGHT_ORIGIN,
  describeGrade,
  gradePage,
  type ObservatoryGrade,
  type ObservatoryInput,
  scanHtml,
} from './helpers/observatory';

const HOST = 'bloksecure.com';
const PAGES = ['/', '/blog', '/demo'];
const THIRD_PARTIES = {
  GA_MEASUREMENT_ID: 'G-OBSERV4TORY',
  HUBSPOT_PORTAL_ID: '1234567',
  HUBSPOT_EVENT_FORM_ID: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  YOUTUBE_OVERVIEW_VIDEO_ID: 'aBcD3fG_h1J',
};
/** the observatory's list of private Referrer-Policy values (analyzer/tests/referrer-policy.js `goodness`) */
const PRIVATE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const YEAR = 31536000;

/** the plain-HTTP chain the TLS proxy gives (an assumption, see the top of the file) */
const BEHIND_TLS_PROXY = [
  { url: `http://${HOST}/`, status: 301 },
  { url: `https://${HOST}/`, status: 200 },
];

const roots: string[] = [];
const servers: SiteServer[] = [];
const tempDir = async (name: string) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), `blok-observatory-${name}-`));
  roots.push(dir);
  return dir;
};

async function serve(dir: string, env: Record<string, string>): Promise<string> {
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', SITE_URL: `https://${HOST}`, DATA_DIR: await tempDir('data'), ...env });
  const site = createSiteServer(config, dir);
  servers.push(site);
  const { port } = await site.listen();
  return `http://127.0.0.1:${port}`;
}

/** what the scanner fetches for one page of `site serve`: the page, /robots.txt (cookies) and a CORS preflight */
async function fetchServed(base: string, urlPath: string, proto: Record<string, string>): Promise<ObservatoryInput> {
  const accept = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', ...proto };
  const page = await fetch(base + urlPath, { headers: accept, redirect: 'manual' });
  const robots = await fetch(`${base}/robots.txt`, { headers: proto });
  const preflight = await fetch(base + urlPath, {
    method: 'OPTIONS',
    headers: { Origin: CORS_PREFLIGHT_ORIGIN, 'Access-Control-Request-Method': 'GET', ...proto },
  });
  await robots.arrayBuffer();
  await preflight.arrayBuffer();
  return {
    headers: page.headers,
    status: page.status,
    html: await page.text(),
    hostname: HOST,
    https: true,
    httpRoute: BEHIND_TLS_PROXY,
    corsPreflight: preflight.headers,
    setCookies: [...page.headers.getSetCookie(), ...robots.headers.getSetCookie()],
  };
}

function report(label: string, grade: ObservatoryGrade): ObservatoryGrade {
  console.log(describeGrade(label, grade));
  return grade;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1);

const THIRD_PARTY_HOSTS = /googletagmanager|google-analytics|analytics\.google|hsforms|hubspot|youtube/;

/** the requirement list of issue 9, beyond what the observatory scores */
function expectRequiredHeaders(h: Headers, thirdParties: boolean, label: string): void {
  const csp = h.get('content-security-policy') ?? '';
  const scriptSrc = directive(csp, 'script-src') ?? [];
  expect(scriptSrc, label).toContain("'self'");
  expect(scriptSrc.join(' '), label).not.toMatch(/unsafe-inline|unsafe-eval|\*$|^\*|data:|https?:(\s|$)/);
  expect(directive(csp, 'default-src'), label).toBeDefined();
  expect(directive(csp, 'object-src'), label).toEqual(["'none'"]);
  expect([["'none'"], ["'self'"]], label).toContainEqual(directive(csp, 'base-uri'));
  expect(directive(csp, 'frame-ancestors'), label).toEqual(["'none'"]);
  expect(h.get('x-content-type-options'), label).toBe('nosniff');
  expect(PRIVATE_REFERRER, label).toContain(h.get('referrer-policy'));
  expect(h.get('cross-origin-opener-policy'), label).toMatch(/^same-origin(-allow-popups)?$/);
  expect(h.get('permissions-policy'), label).toMatch(/camera=\(\)/);
  if (thirdParties) {
    expect(scriptSrc, label).toContain('https://www.googletagmanager.com');
    expect(scriptSrc, label).toContain('https://*.hsforms.net');
    expect(directive(csp, 'frame-src'), label).toContain('https://www.youtube-nocookie.com');
  } else {
    expect(csp, label).not.toMatch(THIRD_PARTY_HOSTS);
  }
}

/** HSTS of at least a year */
function expectHsts(h: Headers, label: string): void {
  const maxAge = Number(h.get('strict-transport-security')?.match(/max-age=(\d+)/)?.[1]);
  expect(maxAge, label).toBeGreaterThanOrEqual(YEAR);
}

// --- the exported host files ------------------------------------------------------------------------

interface HeaderRule {
  pattern: string;
  headers: Array<[string, string]>;
}

/** a `_headers` file as Netlify and Cloudflare Pages read it */
function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const i = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

const escapeRegex = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** the headers a URL gets from `_headers`: every matching rule, a repeated name joined by both hosts */
function headersFromHeadersFile(text: string, urlPath: string): Headers {
  const h = new Headers();
  for (const rule of parseHeadersFile(text)) {
    if (!new RegExp(`^${escapeRegex(rule.pattern).replace(/\*/g, '.*')}$`).test(urlPath)) continue;
    for (const [k, v] of rule.headers) h.append(k, v);
  }
  return h;
}

/** the add_header lines of one nginx `location` block (the HTML pages are answered by `location /`) */
function headersFromNginx(conf: string, location: string): Headers {
  const block = conf.match(new RegExp(`\\nlocation ${escapeRegex(location)} \\{\\n([\\s\\S]*?)\\n\\}`))?.[1];
  if (block === undefined) throw new Error(`nginx.conf has no location ${location}`);
  const h = new Headers();
  for (const m of block.matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"\s+always;$/gm)) h.append(m[1]!, m[2]!);
  return h;
}

/** grading input for a page of an export as a static host serves it over HTTPS */
async function hostInput(dir: string, urlPath: string, declared: Headers): Promise<ObservatoryInput> {
  const headers = new Headers(declared);
  // what the hosts (and nginx with `charset utf-8;`) send for an .html file
  headers.set('content-type', 'text/html; charset=utf-8');
  return {
    headers,
    status: 200,
    html: await readFile(path.join(dir, outputFileFor(urlPath)), 'utf8'),
    hostname: HOST,
    https: true,
    httpRoute: BEHIND_TLS_PROXY,
    corsPreflight: null,
    setCookies: [],
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

// --- setup ------------------------------------------------------------------------------------------

let defaultBase: string;
let thirdPartyBase: string;
let plainBase: string;
let thirdPartyDir: string;

beforeAll(async () => {
  // the shared export has no third party configured; this one has all three, so its pages carry their config
  thirdPartyDir = path.join(await tempDir('export'), 'site');
  await exportSite({
    outDir: thirdPartyDir,
    config: loadConfig({ SITE_URL: `https://${HOST}`, ...THIRD_PARTIES }),
    quiet: true,
    check: false,
  });
  [defaultBase, thirdPartyBase, plainBase] = await Promise.all([
    serve(siteDir(), { TRUST_PROXY: '1' }),
    serve(thirdPartyDir, { TRUST_PROXY: '1', ...THIRD_PARTIES }),
    serve(siteDir(), {}),
  ]);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await Promise.all(roots.map((r) => rm(r, { recursive: true, force: true })));
});

const TLS = { 'x-forwarded-proto': 'https' };

describe('site serve behind a TLS proxy (TRUST_PROXY=1, x-forwarded-proto: https)', () => {
  it.each(PAGES)('grades %s A+ with the default config', async (urlPath) => {
    const input = await fetchServed(defaultBase, urlPath, TLS);
    expect(input.status).toBe(200);
    const grade = report(`site serve ${urlPath} (default config)`, gradePage(input));
    expect(grade.grade).toBe('A+');
    expect(grade.score).toBeGreaterThanOrEqual(100);
    expectRequiredHeaders(input.headers, false, urlPath);
    expectHsts(input.headers, urlPath);
  });

  it.each([...PAGES, '/mortgage-powerconnect'])(
    'grades %s A+ with analytics, the HubSpot form and the video configured',
    async (urlPath) => {
      const input = await fetchServed(thirdPartyBase, urlPath, TLS);
      expect(input.status).toBe(200);
      const grade = report(`site serve ${urlPath} (GA, HubSpot, YouTube)`, gradePage(input));
      expect(grade.grade).toBe('A+');
      expect(grade.score).toBeGreaterThanOrEqual(100);
      expectRequiredHeaders(input.headers, true, urlPath);
      expectHsts(input.headers, urlPath);
    },
  );

  it('adds each third-party origin only with its own setting', async () => {
    const only = async (env: Record<string, string>) => {
      const base = await serve(siteDir(), env);
      return (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    };
    const ga = await only({ GA_MEASUREMENT_ID: THIRD_PARTIES.GA_MEASUREMENT_ID });
    expect(ga).toContain('https://www.googletagmanager.com');
    expect(ga).not.toMatch(/hsforms|hubspot|youtube/);
    const video = await only({ YOUTUBE_OVERVIEW_VIDEO_ID: THIRD_PARTIES.YOUTUBE_OVERVIEW_VIDEO_ID });
    expect(video).toContain('https://www.youtube-nocookie.com');
    expect(video).not.toMatch(/google|hsforms|hubspot/);
    const form = await only({
      HUBSPOT_PORTAL_ID: THIRD_PARTIES.HUBSPOT_PORTAL_ID,
      HUBSPOT_EVENT_FORM_ID: THIRD_PARTIES.HUBSPOT_EVENT_FORM_ID,
    });
    expect(directive(form, 'script-src')).toContain('https://*.hsforms.net');
    expect(form).not.toMatch(/google|youtube/);
  });
});

describe('HSTS only when TLS is known', () => {
  it('is absent on plain HTTP, with or without a trusted proxy saying http', async () => {
    for (const [base, headers] of [
      [plainBase, {}],
      [plainBase, TLS], // not trusted: any client could send the header
      [defaultBase, {}],
      [defaultBase, { 'x-forwarded-proto': 'http' }],
    ] as const) {
      const res = await fetch(`${base}/`, { headers });
      await res.arrayBuffer();
      expect(res.headers.get('strict-transport-security'), JSON.stringify(headers)).toBeNull();
      expectRequiredHeaders(res.headers, false, `${base} ${JSON.stringify(headers)}`);
    }
  });

  it('so a plain-HTTP answer that does not redirect grades C+, not A+', async () => {
    const input = await fetchServed(plainBase, '/', {});
    const grade = report(
      'site serve / over plain HTTP, no redirect',
      gradePage({ ...input, https: false, httpRoute: [{ url: `http://${HOST}/`, status: 200 }] }),
    );
    expect(grade.tests.find((t) => t.test === 'strict-transport-security')?.result).toBe('hsts-not-implemented-no-https');
    expect(grade.tests.find((t) => t.test === 'redirection')?.result).toBe('redirection-missing');
    expect(grade).toMatchObject({ score: 60, grade: 'C+' });
  });
});

describe('exported host header files', () => {
  const exports = [
    { label: 'default config', dir: () => siteDir(), thirdParties: false },
    { label: 'GA, HubSpot, YouTube', dir: () => thirdPartyDir, thirdParties: true },
  ];

  for (const { label, dir, thirdParties } of exports) {
    it(`_headers grades A+ for the HTML pages (${label})`, async () => {
      const text = await readFile(path.join(dir(), '_headers'), 'utf8');
      for (const urlPath of PAGES) {
        const declared = headersFromHeadersFile(text, urlPath);
        const grade = report(`_headers ${urlPath} (${label})`, gradePage(await hostInput(dir(), urlPath, declared)));
        expect(grade.grade, urlPath).toBe('A+');
        expect(grade.score, urlPath).toBeGreaterThanOrEqual(100);
        expectRequiredHeaders(declared, thirdParties, `_headers ${urlPath}`);
        expectHsts(declared, `_headers ${urlPath}`);
      }
    });

    it(`nginx.conf grades A+ for the HTML pages (${label})`, async () => {
      const conf = await readFile(path.join(dir(), 'nginx.conf'), 'utf8');
      // try_files answers every HTML page from `location /`; the not-found page has its own block
      for (const location of ['/', '= /404.html']) {
        const declared = headersFromNginx(conf, location);
        const grade = report(`nginx.conf location ${location} (${label})`, gradePage(await hostInput(dir(), '/', declared)));
        expect(grade.grade, location).toBe('A+');
        expect(grade.score, location).toBeGreaterThanOrEqual(100);
        expectRequiredHeaders(declared, thirdParties, `nginx ${location}`);
        expectHsts(declared, `nginx ${location}`);
      }
    });
  }

  it('declare the very headers site serve sends behind TLS', async () => {
    const served = (await fetchServed(defaultBase, '/', TLS)).headers;
    const declared = headersFromHeadersFile(await readFile(path.join(siteDir(), '_headers'), 'utf8'), '/');
    for (const name of Object.keys(securityHeaders({ hsts: true }))) expect(declared.get(name), name).toBe(served.get(name));
  });
});

describe('exported pages', () => {
  it('have no inline executable script and no inline event handler, so script-src needs no unsafe-inline', async () => {
    for (const dir of [siteDir(), thirdPartyDir]) {
      const files = await htmlFiles(dir);
      expect(files.length).toBeGreaterThan(PAGES.length);
      for (const file of files) {
        const html = await readFile(file, 'utf8');
        const rel = path.relative(dir, file);
        for (const script of scanHtml(html).scripts) {
          // a src script is allowed by 'self' (or a configured origin); an inline one only as a data block
          if (script.src) continue;
          expect(['application/json', 'application/ld+json'], `${rel}: <script type="${script.type ?? ''}">`).toContain(
            script.type?.toLowerCase(),
          );
        }
        expect(html, rel).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
        expect(html, rel).not.toMatch(/(href|src|action)\s*=\s*["']?\s*javascript:/i);
      }
    }
  });

  it('carry the hydration data as type="application/json"', async () => {
    const scripts = scanHtml(await readFile(path.join(siteDir(), 'index.html'), 'utf8')).scripts;
    expect(scripts.some((s) => s.type === 'application/json' && s.id === '__PAGE_DATA__')).toBe(true);
    expect(scripts.some((s) => s.type === 'module' && s.src?.startsWith('/assets/'))).toBe(true);
  });
});

// --- the grader itself ------------------------------------------------------------------------------

describe('the reproduced observatory grader', () => {
  const goodHeaders = (overrides: Record<string, string | null> = {}) => {
    const h = new Headers({ ...securityHeaders({ hsts: true }), 'Content-Type': 'text/html; charset=utf-8' });
    for (const [k, v] of Object.entries(overrides)) {
      if (v === null) h.delete(k);
      else h.set(k, v);
    }
    return h;
  };
  const page = '<!doctype html><script type="module" src="/assets/main-ABC.js"></script><script type="application/json" id="d">{}</script>';
  const input = (over: Partial<ObservatoryInput> = {}): ObservatoryInput => ({
    headers: goodHeaders(),
    status: 200,
    html: page,
    hostname: HOST,
    https: true,
    httpRoute: BEHIND_TLS_PROXY,
    corsPreflight: null,
    setCookies: [],
    ...over,
  });
  const resultOf = (g: ObservatoryGrade, test: string) => g.tests.find((t) => t.test === test)?.result;
  const withCsp = (csp: string) => input({ headers: goodHeaders({ 'Content-Security-Policy': csp }) });

  it('gives our headers 110: +5 private referrer, +5 frame-ancestors, 0 for unsafe-inline in style-src only', () => {
    const g = gradePage(input());
    expect(g).toMatchObject({ score: 110, grade: 'A+', uncurvedScore: 100, testsPassed: 10 });
    expect(resultOf(g, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(resultOf(g, 'subresource-integrity')).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    expect(resultOf(g, 'x-frame-options')).toBe('x-frame-options-implemented-via-csp');
  });

  it("drops to B+ (80) with 'unsafe-inline' in script-src: -20 and no extra credit below 90", () => {
    const g = gradePage(withCsp("default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'"));
    expect(resultOf(g, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline');
    expect(g).toMatchObject({ score: 80, grade: 'B+' });
  });

  it("ignores 'unsafe-inline' next to a hash, as browsers do", () => {
    const g = gradePage(
      withCsp("default-src 'self'; script-src 'self' 'sha256-abc=' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'"),
    );
    expect(resultOf(g, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe');
    expect(g.score).toBe(115);
  });

  it("takes 10 for 'unsafe-eval' (90 uncurved: the extra credit still lifts it to 100)", () => {
    const g = gradePage(withCsp("default-src 'self'; script-src 'self' 'unsafe-eval'; object-src 'none'; frame-ancestors 'none'"));
    expect(resultOf(g, 'content-security-policy')).toBe('csp-implemented-with-unsafe-eval');
    expect(g).toMatchObject({ score: 100, uncurvedScore: 90 });
  });

  it('drops to B (75) without a CSP: -25, and X-Frame-Options alone earns no bonus', () => {
    const g = gradePage(input({ headers: goodHeaders({ 'Content-Security-Policy': null }) }));
    expect(resultOf(g, 'content-security-policy')).toBe('csp-not-implemented');
    expect(resultOf(g, 'x-frame-options')).toBe('x-frame-options-sameorigin-or-deny');
    expect(g).toMatchObject({ score: 75, grade: 'B' });
  });

  it('drops to B+ (80) without HSTS over HTTPS, and treats a repeated directive as invalid (-25)', () => {
    const noHsts = gradePage(input({ headers: goodHeaders({ 'Strict-Transport-Security': null }) }));
    expect(resultOf(noHsts, 'strict-transport-security')).toBe('hsts-not-implemented');
    expect(noHsts).toMatchObject({ score: 80, grade: 'B+' });
    const short = gradePage(input({ headers: goodHeaders({ 'Strict-Transport-Security': 'max-age=86400' }) }));
    expect(resultOf(short, 'strict-transport-security')).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(short).toMatchObject({ uncurvedScore: 90, score: 100 });
    const invalid = gradePage(withCsp("default-src 'self'; script-src 'self'; script-src 'none'"));
    expect(resultOf(invalid, 'content-security-policy')).toBe('csp-header-invalid');
    expect(invalid.score).toBe(75);
  });

  it('awards extra credit at exactly 90 uncurved, not below', () => {
    // unsafe referrer -5, no nosniff -5: 90, so +5 frame-ancestors counts
    const at90 = gradePage(input({ headers: goodHeaders({ 'Referrer-Policy': 'unsafe-url', 'X-Content-Type-Options': null }) }));
    expect(at90).toMatchObject({ uncurvedScore: 90, score: 95, grade: 'A' });
    const below = gradePage(
      input({
        headers: goodHeaders({
          'Referrer-Policy': 'unsafe-url',
          'X-Content-Type-Options': null,
          'Strict-Transport-Security': 'max-age=60',
        }),
      }),
    );
    expect(below).toMatchObject({ uncurvedScore: 80, score: 80, grade: 'B+' });
  });

  it('reads a meta referrer after the header, and scores default-src none higher', () => {
    const meta = gradePage(input({ html: `<meta name="referrer" content="unsafe-url">${page}` }));
    expect(resultOf(meta, 'referrer-policy')).toBe('referrer-policy-unsafe');
    expect(meta.score).toBe(100);
    const none = gradePage(withCsp("default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors 'none'"));
    expect(resultOf(none, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(none.score).toBe(120);
  });

  it('penalises foreign scripts without SRI (-5, -50 over http) but not JSON or same-origin ones', () => {
    const https = gradePage(input({ html: `${page}<script async src="https://www.googletagmanager.com/gtag/js?id=G-X"></script>` }));
    expect(resultOf(https, 'subresource-integrity')).toBe('sri-not-implemented-but-external-scripts-loaded-securely');
    expect(https.score).toBe(105);
    const http = gradePage(input({ html: `${page}<script src="http://cdn.example.net/x.js"></script>` }));
    expect(resultOf(http, 'subresource-integrity')).toBe('sri-not-implemented-and-external-scripts-not-loaded-securely');
    expect(http).toMatchObject({ score: 50, grade: 'C' });
    const sameSite = gradePage(input({ html: `${page}<script src="https://cdn.${HOST}/x.js"></script>` }));
    expect(resultOf(sameSite, 'subresource-integrity')).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    // markup inside a JSON data block is data, not a script
    const inJson = gradePage(input({ html: `${page}<script type="application/json">"<script src=http://x.example/a.js>"</script>` }));
    expect(resultOf(inJson, 'subresource-integrity')).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
  });

  it('grades cookies, CORS and redirection from what was fetched', () => {
    const session = gradePage(input({ setCookies: ['sessionid=abc; Path=/; Secure'] }));
    expect(resultOf(session, 'cookies')).toBe('cookies-session-without-httponly-flag');
    expect(session.score).toBe(70);
    const strict = gradePage(input({ setCookies: ['sessionid=abc; Path=/; Secure; HttpOnly; SameSite=Lax'] }));
    expect(strict.score).toBe(115);
    const reflected = new Headers({ 'Access-Control-Allow-Origin': CORS_PREFLIGHT_ORIGIN, 'Access-Control-Allow-Credentials': 'true' });
    expect(resultOf(gradePage(input({ corsPreflight: reflected })), 'cross-origin-resource-sharing')).toBe(
      'cross-origin-resource-sharing-implemented-with-universal-access',
    );
    const offHost = gradePage(
      input({
        httpRoute: [
          { url: `http://${HOST}/`, status: 301 },
          { url: `https://www.${HOST}/`, status: 200 },
        ],
      }),
    );
    expect(resultOf(offHost, 'redirection')).toBe('redirection-off-host-from-http');
    expect(offHost.score).toBe(105);
    expect(resultOf(gradePage(input({ httpRoute: null })), 'redirection')).toBe('redirection-not-needed-no-http');
  });

  it('refuses an error page, as the scanner does', () => {
    expect(() => gradePage(input({ status: 500 }))).toThrow(/unexpected HTTP status code 500/);
  });
});
