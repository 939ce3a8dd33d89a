/**
 * The scoring of the MDN HTTP Observatory (npm `@mdn/mdn-http-observatory` 1.4.8, algorithm version 4),
 * reproduced from its source for the answers of one page: the package itself cannot be a dependency
 * (it pulls pg-native and scans real hostnames over the network).
 *
 * Sources, all under `src/` of the 1.4.8 tarball (`npm pack @mdn/mdn-http-observatory@1.4.8`):
 * - analyzer/tests/{csp,cookies,cors,redirection,referrer-policy,strict-transport-security,
 *   subresource-integrity,x-content-type-options,x-frame-options,cross-origin-resource-policy}.js
 * - analyzer/cspParser.js (parseCsp, parseCspMeta), analyzer/utils.js (getHttpHeaders, onlyIfWorse),
 *   retriever/utils.js (parseHttpEquivHeaders), retriever/retriever.js (what is fetched)
 * - grader/charts.js (GRADE_CHART, MINIMUM_SCORE_FOR_EXTRA_CREDIT, SCORE_TABLE), grader/grader.js
 *   (getGradeForScore), scanner/index.js (the sum: score starts at 100, extra credit only at >= 90)
 *
 * What the real scanner learns from the network is an input here (see ObservatoryInput): whether the
 * page was fetched over verified HTTPS, the chain of the plain-HTTP request, the CORS preflight answer and
 * the cookies. The HTML is read with a small tokenizer instead of JSDOM (see scanHtml).
 */

/** the result names of types.js `Expectation` that the tests below can give */
export type Expectation =
  | 'csp-implemented-with-no-unsafe-default-src-none'
  | 'csp-implemented-with-no-unsafe'
  | 'csp-implemented-with-unsafe-inline-in-style-src-only'
  | 'csp-implemented-with-insecure-scheme-in-passive-content-only'
  | 'csp-implemented-with-unsafe-eval'
  | 'csp-implemented-with-unsafe-inline'
  | 'csp-implemented-with-insecure-scheme'
  | 'csp-header-invalid'
  | 'csp-not-implemented'
  | 'csp-not-implemented-but-reporting-enabled'
  | 'csp-implemented-but-duplicate-directives'
  | 'cookies-secure-with-httponly-sessions-and-samesite'
  | 'cookies-secure-with-httponly-sessions'
  | 'cookies-not-found'
  | 'cookies-without-secure-flag-but-protected-by-hsts'
  | 'cookies-session-without-secure-flag-but-protected-by-hsts'
  | 'cookies-without-secure-flag'
  | 'cookies-samesite-flag-invalid'
  | 'cookies-anticsrf-without-samesite-flag'
  | 'cookies-session-without-httponly-flag'
  | 'cookies-session-without-secure-flag'
  | 'cross-origin-resource-sharing-not-implemented'
  | 'cross-origin-resource-sharing-implemented-with-public-access'
  | 'cross-origin-resource-sharing-implemented-with-restricted-access'
  | 'cross-origin-resource-sharing-implemented-with-universal-access'
  | 'redirection-all-redirects-preloaded'
  | 'redirection-to-https'
  | 'redirection-not-needed-no-http'
  | 'redirection-off-host-from-http'
  | 'redirection-not-to-https-on-initial-redirection'
  | 'redirection-not-to-https'
  | 'redirection-missing'
  | 'redirection-invalid-cert'
  | 'referrer-policy-private'
  | 'referrer-policy-not-implemented'
  | 'referrer-policy-unsafe'
  | 'referrer-policy-header-invalid'
  | 'hsts-preloaded'
  | 'hsts-implemented-max-age-at-least-six-months'
  | 'hsts-implemented-max-age-less-than-six-months'
  | 'hsts-not-implemented'
  | 'hsts-header-invalid'
  | 'hsts-not-implemented-no-https'
  | 'hsts-invalid-cert'
  | 'sri-implemented-and-all-scripts-loaded-securely'
  | 'sri-implemented-and-external-scripts-loaded-securely'
  | 'sri-not-implemented-response-not-html'
  | 'sri-not-implemented-but-no-scripts-loaded'
  | 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin'
  | 'sri-not-implemented-but-external-scripts-loaded-securely'
  | 'sri-implemented-but-external-scripts-not-loaded-securely'
  | 'sri-not-implemented-and-external-scripts-not-loaded-securely'
  | 'x-content-type-options-nosniff'
  | 'x-content-type-options-not-implemented'
  | 'x-content-type-options-header-invalid'
  | 'x-frame-options-implemented-via-csp'
  | 'x-frame-options-sameorigin-or-deny'
  | 'x-frame-options-allow-from-origin'
  | 'x-frame-options-not-implemented'
  | 'x-frame-options-header-invalid'
  | 'corp-header-invalid'
  | 'corp-implemented-with-cross-origin'
  | 'corp-implemented-with-same-origin'
  | 'corp-implemented-with-same-site'
  | 'corp-not-implemented';

/** grader/charts.js SCORE_TABLE: the modifier of each result */
export const SCORE_MODIFIERS: Readonly<Record<Expectation, number>> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
};

/** grader/charts.js MINIMUM_SCORE_FOR_EXTRA_CREDIT */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** grader/charts.js GRADE_CHART, keyed by multiples of 5 */
const GRADE_CHART = new Map<number, string>([
  [100, 'A+'],
  [95, 'A'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [75, 'B'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [55, 'C'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [35, 'D'],
  [30, 'D'],
  [25, 'D-'],
  [20, 'F'],
  [15, 'F'],
  [10, 'F'],
  [5, 'F'],
  [0, 'F'],
]);

/** grader/grader.js getGradeForScore: negative scores count as 0, above 100 grades as 100, else round down to a multiple of 5 */
export function gradeForScore(raw: number): { score: number; grade: string } {
  const score = Math.max(raw, 0);
  const key = Math.min(score - (score % 5), 100);
  const grade = GRADE_CHART.get(key);
  if (!grade) throw new Error(`Score of ${key} did not map to a grade`);
  return { score, grade };
}

/** one entry of a redirect chain (retriever/session.js records every answer, the first URL included) */
export interface RedirectHop {
  url: string;
  status: number;
}

/** what the scanner learns about one page (types.js `Requests`), as far as this reproduction needs */
export interface ObservatoryInput {
  /** the final answer's headers: `responses.auto` (the HTTPS answer when HTTPS works, else the HTTP one) */
  headers: Headers;
  /** its status: scanner/index.js refuses anything but 2xx, 3xx, 401 and 403 */
  status: number;
  /** its body (`resources.path`), read by the SRI test and for http-equiv / meta referrer */
  html: string;
  /** the scanned hostname, e.g. bloksecure.com (SRI compares registrable domains) */
  hostname: string;
  /**
   * the HTTPS answer exists and its certificate chain verified (`responses.https`, `.verified`): HSTS is
   * only read from it; false grades the page as reached over plain HTTP
   */
  https: boolean;
  /**
   * the chain of the request to http://hostname/ (`responses.httpRedirects`), first URL included;
   * null when nothing answers on plain HTTP (`responses.http` is null)
   */
  httpRoute: RedirectHop[] | null;
  /** the answer to the CORS preflight (OPTIONS with Origin CORS_PREFLIGHT_ORIGIN); null when there was none */
  corsPreflight: Headers | null;
  /** every Set-Cookie of the page and of /robots.txt (the scanner's cookie jar) */
  setCookies: string[];
  /** the plain-HTTP chain's certificates verified (`responses.http.verified`); default true */
  httpRouteVerified?: boolean;
  /** hostnames on the HSTS preload list; the list is downloaded at install, not in the tarball: none by default */
  isPreloaded?: (hostname: string) => boolean;
}

/** retriever/retriever.js: the Origin of the CORS preflight (config.js retriever.corsOrigin default) */
export const CORS_PREFLIGHT_ORIGIN = 'https://http-observatory.security.mozilla.org';

export interface TestResult {
  /** the test's name (its Output class `name`, e.g. content-security-policy) */
  test: string;
  result: Expectation;
  pass: boolean;
  modifier: number;
}

export interface ObservatoryGrade {
  score: number;
  grade: string;
  /** the score without any positive modifier */
  uncurvedScore: number;
  testsPassed: number;
  tests: TestResult[];
}

// --- HTML: scripts and http-equiv metas -------------------------------------------------------------

interface ScannedHtml {
  scripts: Array<Record<string, string>>;
  /** retriever/utils.js parseHttpEquivHeaders: CSP from meta http-equiv, Referrer-Policy from meta name=referrer */
  httpEquiv: { csp: string[]; referrer: string[] };
}

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributes(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of raw.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = m[1]!.toLowerCase();
    if (!(name in out)) out[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

const ATTRS = `((?:[^>"']|"[^"]*"|'[^']*')*)`;

/**
 * the `<script>` and `<meta>` elements JSDOM would find (the source parses with JSDOM): comments and the
 * text of raw-text elements are skipped, so markup inside a JSON script or a comment is not counted
 */
export function scanHtml(html: string): ScannedHtml {
  const out: ScannedHtml = { scripts: [], httpEquiv: { csp: [], referrer: [] } };
  const token = new RegExp(
    `<!--[\\s\\S]*?-->|<script\\b${ATTRS}>[\\s\\S]*?</script\\s*>|<(style|textarea|title)\\b[^>]*>[\\s\\S]*?</\\2\\s*>|<meta\\b${ATTRS}>`,
    'gi',
  );
  for (const m of html.matchAll(token)) {
    if (m[1] !== undefined) out.scripts.push(attributes(m[1]));
    else if (m[3] !== undefined) {
      const meta = attributes(m[3]);
      if ('http-equiv' in meta && 'content' in meta) {
        if (meta['http-equiv']!.toLowerCase().trim() === 'content-security-policy' && meta.content) out.httpEquiv.csp.push(meta.content);
      } else if (meta.name?.toLowerCase().trim() === 'referrer' && meta.content) {
        // `set`, not push: the last meta referrer wins
        out.httpEquiv.referrer = [meta.content];
      }
    }
  }
  return out;
}

// --- CSP parser: analyzer/cspParser.js --------------------------------------------------------------

type Csp = Map<string, Set<string>>;
const DUPLICATE_WARNINGS_KEY = '_observatory_duplicate_key_warnings';
const compareString = new Intl.Collator('en').compare;

/** cspParser.js pathPartMatch */
function pathPartMatch(pathA: string, pathB: string): boolean {
  if (pathA.length === 0) return true;
  if (pathA === '/' && pathB.length === 0) return true;
  const exactMatch = !pathA.endsWith('/');
  const a = pathA.split('/');
  const b = pathB.split('/');
  if (a.length > b.length) return false;
  if (exactMatch && a.length !== b.length) return false;
  if (!exactMatch) a.pop();
  return a.every((piece, i) => decodeURIComponent(piece) === decodeURIComponent(b[i]!));
}

/** cspParser.js parseCsp: throws on an invalid or too short policy and on a repeated directive (but report-uri/report-to) */
export function parseCsp(cspList: string[]): Csp {
  const clean = cspList.map((s) => s.replace(/[\r\n]/g, '').trim());
  if (clean.length === 0) return new Map();
  // SHORTEST_DIRECTIVE_LENGTH: 'img-src'.length - 1
  for (const s of clean) if (!s || s.length < 'img-src'.length - 1) throw new Error(`Invalid policy: ${s}`);

  type Source = { source: string; index: number; keep: boolean };
  const csp = new Map<string, Source[]>();
  const duplicateWarnings = new Set<string>();

  for (const [policyIndex, policy] of clean.entries()) {
    const seen = new Set<string>();
    for (const [directiveEntry, ...valueEntries] of policy.split(';').map((e) => e.trim().split(/\s+/))) {
      if (!directiveEntry) continue;
      const directive = directiveEntry.toLowerCase();
      if (seen.has(directive)) {
        if (directive === 'report-uri' || directive === 'report-to') duplicateWarnings.add(directive);
        else throw new Error(`Duplicate directive ${directive} in policy ${policyIndex}`);
      } else seen.add(directive);

      const keep = policyIndex === 0;
      const values: Source[] = valueEntries.map((raw) => ({ source: raw.trim().toLocaleLowerCase(), index: policyIndex, keep }));
      // a source list with no values is 'none'
      if (valueEntries.length === 0 && directive.endsWith('-src')) values.push({ source: "'none'", index: policyIndex, keep });
      const combined = policyIndex === 0 ? [...values] : [...(csp.get(directive) ?? []), ...values];
      combined.sort((x, y) => compareString(x.source, y.source));
      for (let i = 1; i < combined.length; i++) {
        const source = combined[i]!;
        const prev = combined[i - 1]!;
        // same policy, longer source with the same start: superfluous
        if (source.index === prev.index && source.source.startsWith(prev.source)) source.keep = false;
        // a source has to exist in both policies to count
        if (source.index !== prev.index && pathPartMatch(prev.source, source.source)) source.keep = true;
      }
      csp.set(
        directive,
        combined.filter((s) => s.keep),
      );
      if (policyIndex === 0 && cspList.length > 1) for (const s of csp.get(directive) ?? []) s.keep = false;
    }
  }
  const final: Csp = new Map(
    [...csp.entries()].map(([d, sources]) => [d, sources.length ? new Set(sources.map((s) => s.source)) : new Set(["'none'"])]),
  );
  if (duplicateWarnings.size) final.set(DUPLICATE_WARNINGS_KEY, duplicateWarnings);
  return final;
}

/** cspParser.js parseCspMeta: frame-ancestors, report-uri and sandbox are ignored in a meta policy */
function parseCspMeta(cspList: string[]): Csp {
  const ret = parseCsp(cspList);
  for (const d of ['frame-ancestors', 'report-uri', 'sandbox']) ret.delete(d);
  return ret;
}

// --- the tests --------------------------------------------------------------------------------------

interface Context extends ObservatoryInput {
  page: ScannedHtml;
}

/** analyzer/utils.js onlyIfWorse: the later in `order`, the worse */
function onlyIfWorse(next: Expectation, old: Expectation | null, order: Expectation[]): Expectation {
  if (!old) return next;
  return order.indexOf(next) > order.indexOf(old) ? next : old;
}

/** analyzer/tests/csp.js DANGEROUSLY_BROAD and UNSAFE_INLINE */
const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_UNSAFE_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src']);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const hasNonceOrHash = (sources: Iterable<string>) => [...sources].some((s) => NONCES_HASHES.some((p) => s.startsWith(p)));

interface CspOutcome {
  result: Expectation;
  pass: boolean;
  /** output.data: the parsed policy, or null when the test stopped early */
  data: Csp | null;
}

/** analyzer/tests/csp.js contentSecurityPolicyTest */
function cspTest(ctx: Context): CspOutcome {
  const headerValue = ctx.headers.get('content-security-policy');
  const httpCsp = headerValue === null ? [] : [headerValue];
  const equivCsp = ctx.page.httpEquiv.csp;
  let csp: Csp;
  let httpOnly: Csp;
  let meta: Csp;
  try {
    csp = parseCsp([...httpCsp, ...equivCsp]);
  } catch {
    // csp-header-invalid: the policy cannot be parsed (or repeats a directive)
    return { result: 'csp-header-invalid', pass: false, data: null };
  }
  try {
    httpOnly = parseCsp(httpCsp);
  } catch {
    httpOnly = new Map();
  }
  try {
    meta = parseCspMeta(equivCsp);
  } catch {
    meta = new Map();
  }
  if (httpOnly.size + meta.size === 0) {
    // csp-not-implemented-but-reporting-enabled: only Content-Security-Policy-Report-Only; else csp-not-implemented
    const reportOnly = ctx.headers.get('content-security-policy-report-only');
    return { result: reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', pass: false, data: null };
  }

  // the first finding decides (`if (output.result === null)` before each assignment in the source)
  const found: { result: Expectation | null } = { result: null };
  const set = (r: Expectation) => {
    found.result ??= r;
  };
  // frame-ancestors only counts from the header (a meta policy cannot set it); base-uri and form-action are not scored
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? new Set(['*']);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? new Set(['*']);
  const styleSrc = csp.get('style-src') ?? csp.get('default-src') ?? new Set(['*']);

  // a nonce or hash makes 'unsafe-inline' ignored (by browsers, and by the test)
  for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list) && list.has("'unsafe-inline'")) list.delete("'unsafe-inline'");

  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const s of [...scriptSrc]) {
      if ([...DANGEROUSLY_BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") scriptSrc.delete(s);
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    // csp-header-invalid: 'strict-dynamic' without a nonce or hash
    set('csp-header-invalid');
  }

  const active = [...csp.entries()].filter(([d]) => !PASSIVE_DIRECTIVES.has(d) && d !== 'script-src').flatMap(([, l]) => [...l]);
  active.push(...scriptSrc);
  const passive = [...PASSIVE_DIRECTIVES].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? new Set<string>())]);
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');

  // csp-implemented-with-unsafe-inline: 'unsafe-inline', data: or a broad source in script-src, a broad source in object-src
  if ([...scriptSrc].some((s) => BROAD_OR_UNSAFE_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    set('csp-implemented-with-unsafe-inline');
  }
  // csp-implemented-with-insecure-scheme: http: or ftp: sources for active content on an https page
  if (ctx.https && active.some(insecure)) set('csp-implemented-with-insecure-scheme');
  // csp-implemented-with-unsafe-eval: 'unsafe-eval' in script-src or style-src
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) set('csp-implemented-with-unsafe-eval');
  // csp-implemented-with-insecure-scheme-in-passive-content-only: http: images or media on an https page
  if (ctx.https && passive.some(insecure)) set('csp-implemented-with-insecure-scheme-in-passive-content-only');
  // csp-implemented-with-unsafe-inline-in-style-src-only: 'unsafe-inline', data: or a broad source in style-src (modifier 0, passes)
  if ([...styleSrc].some((s) => BROAD_OR_UNSAFE_INLINE.has(s))) set('csp-implemented-with-unsafe-inline-in-style-src-only');
  const defaultSrc = csp.get('default-src');
  // csp-implemented-with-no-unsafe-default-src-none (+10) / csp-implemented-with-no-unsafe (+5)
  set(
    defaultSrc?.has("'none'") && defaultSrc.size === 1
      ? 'csp-implemented-with-no-unsafe-default-src-none'
      : 'csp-implemented-with-no-unsafe',
  );

  let final = found.result ?? 'csp-implemented-with-no-unsafe';
  const pass = (
    [
      'csp-implemented-with-no-unsafe',
      'csp-implemented-with-no-unsafe-default-src-none',
      'csp-implemented-with-unsafe-inline-in-style-src-only',
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    ] as Expectation[]
  ).includes(final);
  // csp-implemented-but-duplicate-directives (modifier 0): a passing policy that repeats report-uri or report-to
  if (pass && csp.has(DUPLICATE_WARNINGS_KEY)) final = 'csp-implemented-but-duplicate-directives';
  const data: Csp = new Map([...csp].filter(([k]) => k !== DUPLICATE_WARNINGS_KEY));
  return { result: final, pass, data };
}

/** analyzer/tests/strict-transport-security.js strictTransportSecurityTest */
function hstsTest(ctx: Context): { result: Expectation; pass: boolean } {
  // 15768000 is six months, but the source accepts 15552000 ("a white lie is in order")
  const SIX_MONTHS = 15552000;
  let result: Expectation = 'hsts-not-implemented';
  const header = ctx.https ? ctx.headers.get('strict-transport-security') : null;
  // hsts-not-implemented-no-https: no HTTPS answer (a bad certificate would be hsts-invalid-cert; `https` means verified)
  if (!ctx.https) result = 'hsts-not-implemented-no-https';
  else if (header !== null) {
    const data = header.slice(0, 1024);
    let maxAge: number | null = null;
    // hsts-header-invalid: set twice (a comma) or without max-age
    if (data.includes(',')) result = 'hsts-header-invalid';
    else {
      for (const p of data.split(';').map((i) => i.trim().toLowerCase()))
        if (p.startsWith('max-age=')) maxAge = Number.parseInt(p.slice(8, 128), 10);
      if (maxAge === null) result = 'hsts-header-invalid';
      // hsts-implemented-max-age-at-least-six-months (0) / hsts-implemented-max-age-less-than-six-months (-10)
      else result = maxAge < SIX_MONTHS ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months';
    }
  }
  // hsts-preloaded overrides the rest when the host is on the preload list
  if (ctx.https && ctx.isPreloaded?.(ctx.hostname)) result = 'hsts-preloaded';
  return { result, pass: result === 'hsts-implemented-max-age-at-least-six-months' || result === 'hsts-preloaded' };
}

/** one parsed Set-Cookie, as tough-cookie stores it in the scanner's jar */
interface Cookie {
  key: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: 'strict' | 'lax' | 'none';
}

function parseCookie(raw: string): Cookie | null {
  const [pair, ...attrs] = raw.split(';');
  const eq = pair?.indexOf('=') ?? -1;
  const key = eq >= 0 ? pair!.slice(0, eq).trim() : '';
  if (!key) return null;
  const cookie: Cookie = { key, secure: false, httpOnly: false };
  for (const a of attrs) {
    const [k = '', v = ''] = a.split('=').map((x) => x.trim());
    const name = k.toLowerCase();
    if (name === 'secure') cookie.secure = true;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'samesite') {
      const value = v.toLowerCase();
      cookie.sameSite = value === 'strict' || value === 'lax' || value === 'none' ? value : undefined;
    }
  }
  return cookie;
}

/** analyzer/tests/cookies.js containsInvalidSameSiteCookie */
function invalidSameSite(raw: string): boolean {
  return raw
    .trim()
    .split(';')
    .some((p) => {
      const [key = '', value] = p.trim().split('=');
      return key.trim().toLowerCase() === 'samesite' && (!value || !['lax', 'strict', 'none'].includes(value.trim().toLowerCase()));
    });
}

/** analyzer/tests/cookies.js cookiesTest */
function cookiesTest(ctx: Context, hstsPass: boolean): { result: Expectation; pass: boolean } {
  // the `goodness` order of the source: later is worse
  const order: Expectation[] = [
    'cookies-without-secure-flag-but-protected-by-hsts',
    'cookies-without-secure-flag',
    'cookies-session-without-secure-flag-but-protected-by-hsts',
    'cookies-samesite-flag-invalid',
    'cookies-anticsrf-without-samesite-flag',
    'cookies-session-without-httponly-flag',
    'cookies-session-without-secure-flag',
  ];
  const found: { result: Expectation | null } = { result: null };
  const worse = (r: Expectation) => {
    found.result = onlyIfWorse(r, found.result, order);
  };
  // cookies-samesite-flag-invalid: a SameSite attribute with no or an unknown value
  for (const raw of ctx.setCookies) if (invalidSameSite(raw)) worse('cookies-samesite-flag-invalid');
  // the jar keeps the last cookie of a name; heroku-session-affinity is ignored
  const jar = new Map<string, Cookie>();
  for (const c of ctx.setCookies.map(parseCookie)) if (c && c.key !== 'heroku-session-affinity') jar.set(c.key, c);
  if (jar.size === 0) return { result: 'cookies-not-found', pass: true };

  let missingSameSite = false;
  for (const cookie of jar.values()) {
    const name = cookie.key.toLowerCase();
    const session = name.includes('login') || name.includes('sess');
    const anticsrf = name.includes('csrf');
    if (!cookie.secure && cookie.sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!cookie.secure) worse(hstsPass ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (anticsrf && !cookie.sameSite) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !cookie.secure)
      worse(hstsPass ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !cookie.httpOnly) worse('cookies-session-without-httponly-flag');
    if (!cookie.sameSite) missingSameSite = true;
  }
  // cookies-secure-with-httponly-sessions-and-samesite (+5) / cookies-secure-with-httponly-sessions (0)
  const final: Expectation =
    found.result ?? (missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite');
  return {
    result: final,
    pass: final === 'cookies-secure-with-httponly-sessions-and-samesite' || final === 'cookies-secure-with-httponly-sessions',
  };
}

/** analyzer/tests/cors.js crossOriginResourceSharingTest (the preflight's Access-Control-* answer) */
function corsTest(ctx: Context): { result: Expectation; pass: boolean } {
  let result: Expectation = 'cross-origin-resource-sharing-not-implemented';
  const acao = ctx.corsPreflight?.get('access-control-allow-origin');
  if (acao) {
    const data = acao.slice(0, 256).trim().toLowerCase();
    const credentials = ctx.corsPreflight?.get('access-control-allow-credentials');
    if (data === '*') result = 'cross-origin-resource-sharing-implemented-with-public-access';
    // ...-universal-access (-50): the Origin is reflected and credentials are allowed
    else if (acao === CORS_PREFLIGHT_ORIGIN && credentials?.toLowerCase().trim() === 'true')
      result = 'cross-origin-resource-sharing-implemented-with-universal-access';
    else result = 'cross-origin-resource-sharing-implemented-with-restricted-access';
  }
  return { result, pass: result !== 'cross-origin-resource-sharing-implemented-with-universal-access' };
}

/** analyzer/tests/redirection.js redirectionTest */
function redirectionTest(ctx: Context): { result: Expectation; pass: boolean } {
  const route = ctx.httpRoute;
  let result: Expectation;
  const preloaded = ctx.isPreloaded ?? (() => false);
  // redirection-not-needed-no-http: nothing answers on plain HTTP
  if (!route) result = 'redirection-not-needed-no-http';
  // redirection-invalid-cert: an invalid certificate chain on the way
  else if (ctx.httpRouteVerified === false) result = 'redirection-invalid-cert';
  else {
    const urls = route.map((r) => new URL(r.url));
    if (urls.every((u) => preloaded(u.hostname))) result = 'redirection-all-redirects-preloaded';
    // redirection-missing: the http URL answers without redirecting
    else if (urls.length === 1) result = 'redirection-missing';
    else if (urls.at(-1)!.protocol !== 'https:') result = 'redirection-not-to-https';
    else if (urls[1]!.protocol === 'http:') result = 'redirection-not-to-https-on-initial-redirection';
    else if (urls[0]!.protocol === 'http:' && urls[1]!.protocol === 'https:' && urls[0]!.hostname !== urls[1]!.hostname)
      result = 'redirection-off-host-from-http';
    // redirection-to-https: first hop to https on the same host, final destination https
    else result = 'redirection-to-https';
  }
  return {
    result,
    pass:
      result === 'redirection-to-https' || result === 'redirection-not-needed-no-http' || result === 'redirection-all-redirects-preloaded',
  };
}

/** analyzer/tests/referrer-policy.js referrerPolicyTest */
function referrerPolicyTest(ctx: Context): { result: Expectation; pass: boolean } {
  const goodness = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const badness = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const header = ctx.headers.get('referrer-policy');
  const values = [...(header === null ? [] : [header]), ...ctx.page.httpEquiv.referrer];
  // referrer-policy-not-implemented (0, passes): neither header nor meta
  if (values.length === 0) return { result: 'referrer-policy-not-implemented', pass: true };
  // the last valid token wins (a meta tag after the header)
  const policy =
    values
      .join(', ')
      .split(',')
      .filter((e) => [...goodness, ...badness].includes(e.toLowerCase().trim()))
      .reverse()[0]
      ?.toLowerCase()
      .trim() ?? '';
  // referrer-policy-private (+5) / referrer-policy-unsafe (-5) / referrer-policy-header-invalid (-5)
  const result: Expectation = goodness.includes(policy)
    ? 'referrer-policy-private'
    : badness.includes(policy)
      ? 'referrer-policy-unsafe'
      : 'referrer-policy-header-invalid';
  return { result, pass: result === 'referrer-policy-private' };
}

/** registrable domain, standing in for tldts `parse(host).domain`: right for single-label public suffixes (.com, .io) only */
const registrableDomain = (host: string) => host.split('.').slice(-2).join('.');

/** types.js HTML_TYPES, matched against the Content-Type before any `;` (not trimmed or lowercased, as in the source) */
const isHtml = (headers: Headers) => ['text/html', 'application/xhtml+xml'].includes((headers.get('content-type') ?? '').split(';')[0]!);

/** analyzer/tests/subresource-integrity.js subresourceIntegrityTest */
function sriTest(ctx: Context): { result: Expectation; pass: boolean } {
  const order: Expectation[] = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ];
  let result: Expectation | null = null;
  // sri-not-implemented-response-not-html: only HTML is read
  if (!isHtml(ctx.headers)) result = 'sri-not-implemented-response-not-html';
  else {
    let foreign = false;
    for (const script of ctx.page.scripts) {
      // JSDOM's script.src without a document URL: absolute URLs normalised, anything relative as written
      const raw = script.src ?? '';
      const src = /^https?:\/\//i.test(raw) ? new URL(raw).href : raw;
      if (!src) continue;
      const integrity = script.integrity;
      const relativeProtocol = /^(\/\/)[^/]/.test(src);
      const fullUrl = /^https?:\/\//.test(src);
      const relativeOrigin = !relativeProtocol && !fullUrl;
      const sameSite = relativeProtocol || relativeOrigin || registrableDomain(new URL(src).hostname) === registrableDomain(ctx.hostname);
      // same origin or same registrable domain (not protocol-relative): no SRI needed
      const secureOrigin = relativeOrigin || (sameSite && !relativeProtocol);
      if (!secureOrigin) foreign = true;
      const scheme = !relativeProtocol && !relativeOrigin ? new URL(src).protocol : null;
      const secureScheme = scheme === 'https:' || (relativeOrigin && ctx.https);
      if (!secureOrigin) {
        // sri-implemented-but-external-scripts-not-loaded-securely (-20)
        if (integrity && !secureScheme) result = onlyIfWorse('sri-implemented-but-external-scripts-not-loaded-securely', result, order);
        // sri-not-implemented-but-external-scripts-loaded-securely (-5): a foreign https script without integrity
        else if (!integrity && secureScheme)
          result = onlyIfWorse('sri-not-implemented-but-external-scripts-loaded-securely', result, order);
        // sri-not-implemented-and-external-scripts-not-loaded-securely (-50)
        else if (!integrity && !secureScheme)
          result = onlyIfWorse('sri-not-implemented-and-external-scripts-not-loaded-securely', result, order);
      } else if (integrity && secureScheme && !result) {
        // sri-implemented-and-all-scripts-loaded-securely (+5): the bonus is granted for SRI on the same origin too
        result = 'sri-implemented-and-all-scripts-loaded-securely';
      }
    }
    // sri-not-implemented-but-no-scripts-loaded: no <script> at all (inline or JSON scripts count as scripts)
    if (ctx.page.scripts.length === 0) result = 'sri-not-implemented-but-no-scripts-loaded';
    // sri-not-implemented-but-all-scripts-loaded-from-secure-origin (0): every src script is same-site
    else if (!result)
      result = foreign
        ? 'sri-implemented-and-external-scripts-loaded-securely'
        : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  }
  const final = result as Expectation;
  const pass = (
    [
      'sri-implemented-and-all-scripts-loaded-securely',
      'sri-implemented-and-external-scripts-loaded-securely',
      'sri-not-implemented-response-not-html',
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      'sri-not-implemented-but-no-scripts-loaded',
    ] as Expectation[]
  ).includes(final);
  return { result: final, pass };
}

/** analyzer/tests/x-content-type-options.js xContentTypeOptionsTest */
function xContentTypeOptionsTest(ctx: Context): { result: Expectation; pass: boolean } {
  const header = ctx.headers.get('x-content-type-options');
  // x-content-type-options-nosniff (0) / -header-invalid (-5) / -not-implemented (-5)
  const result: Expectation =
    header === null
      ? 'x-content-type-options-not-implemented'
      : header.slice(0, 256).trim().toLowerCase() === 'nosniff'
        ? 'x-content-type-options-nosniff'
        : 'x-content-type-options-header-invalid';
  return { result, pass: result === 'x-content-type-options-nosniff' };
}

/** analyzer/tests/x-frame-options.js xFrameOptionsTest */
function xFrameOptionsTest(ctx: Context, csp: CspOutcome): { result: Expectation; pass: boolean } {
  const header = ctx.headers.get('x-frame-options');
  let result: Expectation = 'x-frame-options-not-implemented';
  if (header !== null) {
    const xfo = header.slice(0, 1024).trim().toLowerCase();
    if (xfo === 'deny' || xfo === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny';
    else if (xfo.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin';
    else result = 'x-frame-options-header-invalid';
  }
  // x-frame-options-implemented-via-csp (+5): the parsed policy has frame-ancestors, whatever its value
  if (csp.data?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp';
  return {
    result,
    pass: (
      ['x-frame-options-allow-from-origin', 'x-frame-options-sameorigin-or-deny', 'x-frame-options-implemented-via-csp'] as Expectation[]
    ).includes(result),
  };
}

/** analyzer/tests/cross-origin-resource-policy.js crossOriginResourcePolicyTest (meta is never parsed for CORP) */
function corpTest(ctx: Context): { result: Expectation; pass: boolean } {
  const header = ctx.headers.get('cross-origin-resource-policy');
  let result: Expectation = 'corp-not-implemented';
  if (header) {
    const corp = header.slice(0, 256).trim().toLowerCase();
    // corp-implemented-with-same-site / -same-origin (+10), -cross-origin (0), corp-header-invalid (-5)
    result =
      corp === 'same-site'
        ? 'corp-implemented-with-same-site'
        : corp === 'same-origin'
          ? 'corp-implemented-with-same-origin'
          : corp === 'cross-origin'
            ? 'corp-implemented-with-cross-origin'
            : 'corp-header-invalid';
  }
  return { result, pass: result !== 'corp-header-invalid' };
}

/** grades one page the way scanner/index.js scan() does, from what was fetched */
export function gradePage(input: ObservatoryInput): ObservatoryGrade {
  // scanner/index.js: 2xx, 3xx, 401 and 403 only
  if (input.status < 200 || (input.status >= 400 && ![401, 403].includes(input.status))) {
    throw new Error(`Site did respond with an unexpected HTTP status code ${input.status}.`);
  }
  // retriever.js parses http-equiv metas only of an HTML answer (the SRI test checks the type itself)
  const ctx: Context = { ...input, page: isHtml(input.headers) ? scanHtml(input.html) : scanHtml('') };
  const csp = cspTest(ctx);
  const hsts = hstsTest(ctx);
  // constants.js ALL_TESTS order
  const outcomes: Array<[string, { result: Expectation; pass: boolean }]> = [
    ['content-security-policy', csp],
    ['cookies', cookiesTest(ctx, hsts.pass)],
    ['cross-origin-resource-sharing', corsTest(ctx)],
    ['redirection', redirectionTest(ctx)],
    ['referrer-policy', referrerPolicyTest(ctx)],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriTest(ctx)],
    ['x-content-type-options', xContentTypeOptionsTest(ctx)],
    ['x-frame-options', xFrameOptionsTest(ctx, csp)],
    ['cross-origin-resource-policy', corpTest(ctx)],
  ];
  const tests = outcomes.map(([test, o]) => ({ test, result: o.result, pass: o.pass, modifier: SCORE_MODIFIERS[o.result] }));
  // scanner/index.js: start at 100, add every modifier; the positive ones only count when the score without them is an A
  const withExtraCredit = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const uncurvedScore = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const { score, grade } = gradeForScore(uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurvedScore);
  return { score, grade, uncurvedScore, testsPassed: tests.filter((t) => t.pass).length, tests };
}

/** one line per test, for the test log */
export function describeGrade(label: string, g: ObservatoryGrade): string {
  const rows = g.tests.map((t) => `  ${t.pass ? 'pass' : 'FAIL'} ${t.modifier >= 0 ? '+' : ''}${t.modifier}\t${t.test}: ${t.result}`);
  return [
    `${label}: ${g.grade} (score ${g.score}, uncurved ${g.uncurvedScore}, ${g.testsPassed}/${g.tests.length} tests passed)`,
    ...rows,
  ].join('\n');
}
