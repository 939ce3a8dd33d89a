import fc from 'fast-check';
import { honeypotField } from '../../../src/shared/forms/honeypot';
import { testAdminToken } from './siteProcess';

/** Generators of hostile requests to the /api routes, and their bytes on the wire (for tests/api/fuzz.test.ts). */

export const MAX_BODY = 16 * 1024;
export const jsonType = 'application/json';

export type Form = 'leads' | 'newsletter';
export interface Target {
  method: string;
  path: string;
  form?: Form;
}
export type Framing = 'length' | 'chunked' | 'short' | 'long' | 'none';
export interface FuzzRequest {
  method: string;
  /** the request target as sent (path and query) */
  target: string;
  /** the canonical route it was generated from */
  base: Target;
  headers: Array<[string, string]>;
  host: string | null;
  body: Buffer | null;
  framing: Framing;
  chunks: number[];
}

const adminPosts = [
  'generate-static-blog',
  'generate-static-site',
  'create-static-zip',
  'create-replit-export',
  'create-complete-static-site',
].map((a) => `/api/admin/${a}`);

const pathSegment = fc.oneof(
  fc.constantFrom('x', '..', '.', '%2e%2e', '%2F', '%00', '%', '%zz', '%E0%A4%A', '%ff%fe', 'a.json', '.json', '~', ';', '@', '*'),
  fc.string({ minLength: 1, maxLength: 30 }).map((s) => encodeURIComponent(s)),
  fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{1,40}$/),
  fc.integer({ min: 200, max: 12_000 }).map((n) => 'a'.repeat(n)),
);
const slugArb = (slugs: string[]) =>
  fc.oneof(
    fc.constantFrom(...slugs),
    fc.constantFrom(...slugs).map((s) => `${s}.json`),
    pathSegment,
  );
const imageFile = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[a-f0-9]{20}$/), fc.constantFrom('png', 'jpg', 'gif', 'webp', 'avif', 'svg', 'exe', ''))
    .map(([h, e]) => `${h}.${e}`),
  pathSegment,
);

const targetArb = (slugs: string[]): fc.Arbitrary<Target> =>
  fc.oneof(
    { weight: 30, arbitrary: fc.constant<Target>({ method: 'POST', path: '/api/leads', form: 'leads' }) },
    { weight: 12, arbitrary: fc.constant<Target>({ method: 'POST', path: '/api/newsletter/subscribe', form: 'newsletter' }) },
    { weight: 2, arbitrary: fc.constant<Target>({ method: 'GET', path: '/api/health' }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<Target>({ method: 'GET', path: '/api/blog/posts' }, { method: 'GET', path: '/api/blog/posts.json' }),
    },
    { weight: 4, arbitrary: slugArb(slugs).map((s): Target => ({ method: 'GET', path: `/api/blog/posts/${s}` })) },
    { weight: 2, arbitrary: imageFile.map((f): Target => ({ method: 'GET', path: `/api/blog/images/${f}` })) },
    { weight: 4, arbitrary: fc.constantFrom(...adminPosts).map((p): Target => ({ method: 'POST', path: p })) },
    { weight: 2, arbitrary: slugArb(slugs).map((s): Target => ({ method: 'POST', path: `/api/admin/regenerate-blog/${s}` })) },
    { weight: 1, arbitrary: fc.constant<Target>({ method: 'GET', path: '/api/admin/status' }) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.constantFrom('site.zip', 'replit-export.zip'), pathSegment)
        .map((f): Target => ({ method: 'GET', path: `/api/admin/download/${f}` })),
    },
    {
      weight: 3,
      arbitrary: fc
        .array(pathSegment, { minLength: 0, maxLength: 4 })
        .map((segs): Target => ({ method: 'GET', path: segs.length ? `/api/${segs.join('/')}` : '/api' })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom<Target>(
        { method: 'OPTIONS', path: '/api/leads' },
        { method: 'OPTIONS', path: '/api/newsletter/subscribe' },
      ),
    },
  );

const methodArb = fc.constantFrom(
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'TRACE',
  'PROPFIND',
  'CONNECT',
  'get',
  'FOO',
  'POST ',
);

const queryArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 5 })
      .map((d) => new URLSearchParams(d).toString()),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      'a=%E0%A4%A',
      '&&&',
      '=',
      'a=1&a=2&a[b]=3',
      '__proto__[x]=1',
      'constructor[prototype][x]=1',
      '?',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => `q=${'x'.repeat(n)}`) },
  { weight: 3, arbitrary: fc.string({ maxLength: 60 }).map((s) => s.replace(/[\s#]/g, '')) },
);

/** a path variant: same route written differently, or a near miss */
const mutatePath = (p: string): fc.Arbitrary<string> =>
  fc.constantFrom(
    p,
    `${p}/`,
    p.replace('/api/', '/api//'),
    p.replace('/api/', '/api/./'),
    p.replace('/api/', '/api/x/../'),
    p.replace(/[a-z]/, (ch) => `%${ch.charCodeAt(0).toString(16)}`),
    p.toUpperCase(),
    `${p}%00`,
    `${p};x=1`,
    `${p}/${'z'.repeat(3000)}`,
  );

const controlText = fc.array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 20 }).map((cs) => String.fromCharCode(...cs));
const hugeText = fc
  .tuple(fc.constantFrom('x', 'é', '😀', ' ', '\u0000'), fc.integer({ min: 100, max: 20_000 }))
  .map(([c, n]) => c.repeat(n));
/** values that break common rules: every JSON type, control and NUL characters, lone surrogates, huge text, markup */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  controlText,
  hugeText,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -0,
    '',
    ' ',
    '\t\n',
    '\u0000',
    '\uD800',
    '\uDC00x',
    'a\u202Eb',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
  fc.constantFrom([], {}, ['contact'], { toString: 'x' }, { __proto__: null }),
);

const nameArb = fc.oneof(
  fc.constantFrom('Ada Lovelace', 'José Ñúñez', '李雷', "O'Brien-Smith"),
  fc.string({ minLength: 1, maxLength: 60 }).map((s) => `N${s}`),
);
const emailArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,8}([._+-][a-z0-9]{1,8})?$/), fc.constantFrom('example.com', 'mail.example.org', 'x.io'))
      .map(([u, d]) => `${u}@${d}`),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
);
const textArb = (max: number) =>
  fc.oneof(
    fc.constantFrom('Hello', 'Product Interest: BlokKey\nJob Title: CTO'),
    fc.string({ minLength: 1, maxLength: max }).map((s) => `T${s}`),
  );

const leadBase: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record(
    {
      name: nameArb,
      email: emailArb,
      company: textArb(50),
      companySize: fc.constantFrom('Unknown', 'Engines Ltd'),
      phone: fc.constantFrom('+1 555 0100', '0'),
      message: textArb(300),
      formType: fc.constant('contact'),
      marketingConsent: fc.constant(false),
    },
    { requiredKeys: ['name', 'email', 'companySize', 'message', 'formType', 'marketingConsent'] },
  ),
  fc.record({
    name: nameArb,
    email: emailArb,
    company: textArb(50),
    companySize: fc.constantFrom('1-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+'),
    phone: fc.constantFrom('', '+44 20 7946 0000'),
    message: textArb(300),
    formType: fc.constant('demo'),
    marketingConsent: fc.boolean(),
  }),
  fc.record({
    name: nameArb,
    email: emailArb,
    company: textArb(50),
    phone: fc.constantFrom('', '555'),
    message: textArb(300),
    formType: fc.constant('trial'),
    marketingConsent: fc.boolean(),
  }),
  fc.record(
    {
      name: nameArb,
      email: emailArb,
      company: textArb(50),
      message: textArb(100),
      formType: fc.constant('event'),
      marketingConsent: fc.boolean(),
    },
    { requiredKeys: ['name', 'email', 'formType'] },
  ),
);
const newsletterBase: fc.Arbitrary<Record<string, unknown>> = fc.record({ email: emailArb });

const leadFields = ['name', 'email', 'company', 'companySize', 'phone', 'message', 'formType', 'marketingConsent'];
const oddKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', honeypotField, ''];

/** a valid-looking object with one thing wrong (or nothing wrong) */
const nearValid = (base: fc.Arbitrary<Record<string, unknown>>, fields: string[]) =>
  fc
    .tuple(
      base,
      fc.oneof(
        { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
        { weight: 5, arbitrary: fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...fields), value: weirdValue }) },
        { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), key: fc.constantFrom(...fields) }) },
        {
          weight: 2,
          arbitrary: fc.record({
            kind: fc.constant('set' as const),
            key: fc.oneof(fc.constantFrom(...oddKeys), fc.string({ maxLength: 20 })),
            value: weirdValue,
          }),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('set' as const),
            key: fc.constant('formType'),
            value: fc.constantFrom('contact', 'demo', 'trial', 'event'),
          }),
        },
      ),
    )
    .map(([obj, m]) => {
      const out = { ...obj };
      if (m.kind === 'delete') delete out[m.key];
      // defineProperty: an own "__proto__" key, as JSON.parse makes it, not a prototype change
      if (m.kind === 'set') Object.defineProperty(out, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
      return Buffer.from(JSON.stringify(out));
    });

const deepJson = fc
  .tuple(
    fc.constantFrom('[', '{"a":'),
    fc.oneof(fc.integer({ min: 20, max: 100_000 }), fc.constantFrom(33, 1_000, 3_000, 8_000, 8_180)),
    fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  )
  .map(([open, depth, closed]) => {
    const close = open === '[' ? ']' : '}';
    return Buffer.from(`{"formType":${open.repeat(depth)}1${closed ? close.repeat(depth) : ''}}`);
  });

const arbitraryBody: fc.Arbitrary<Buffer> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => Buffer.from(JSON.stringify(v) ?? 'null')),
  fc.json({ maxDepth: 3 }).map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)),
  fc.constantFrom('\xff\xfe{}', '{"email":"\xc3\x28"}', '\xed\xa0\x80', '\xc0\xaf').map((s) => Buffer.from(s, 'latin1')),
  fc.tuple(leadBase, fc.nat()).map(([v, n]) => {
    const s = JSON.stringify(v);
    return Buffer.from(s.slice(0, n % s.length));
  }),
  fc
    .constantFrom('email=a%40b.co', 'name=x&email=y', '', ' ', 'null', '[]', '"x"', '1', '{}', '{"__proto__":{"polluted":1}}')
    .map((s) => Buffer.from(s)),
  deepJson,
  fc.integer({ min: MAX_BODY - 10, max: 48 * 1024 }).map((n) => Buffer.from(`{"message":"${'x'.repeat(n)}"}`)),
);

const contentTypeArb = fc.oneof(
  { weight: 12, arbitrary: fc.constant(jsonType) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json;',
      ' application/json ',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
      'application/jsonx',
      'application/json, text/plain',
      'application/ld+json',
      'json',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

const headerName = fc.oneof(
  fc.constantFrom(
    'x-forwarded-for',
    'origin',
    'authorization',
    'accept',
    'accept-encoding',
    'cookie',
    'x-request-id',
    'referer',
    'user-agent',
    'range',
    'if-none-match',
    'expect',
    'content-encoding',
    'access-control-request-method',
    'x-http-method-override',
    'content-type',
  ),
  fc.stringMatching(/^[a-z0-9!#$%&'*+.^_`|~-]{1,30}$/),
  fc.string({ minLength: 1, maxLength: 10 }),
);
const headerValue = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 60 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'https://bloksecure.com',
      'null',
      '100-continue',
      'gzip',
      'bytes=0-1',
      'Bearer ',
      `Bearer ${testAdminToken}x`,
      'Basic YTpi',
      '1.2.3.4, ::1',
      'POST',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 24_000 }).map((n) => 'v'.repeat(n)) },
);
const authArb = fc.oneof(
  fc.constant(null),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'bearer x',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${testAdminToken.slice(0, -1)}`,
    `Bearer ${testAdminToken} x`,
    `Token ${testAdminToken}`,
  ),
  fc.string({ maxLength: 80 }).map((s) => `Bearer ${s}`),
);

/** one request to a route of the API (or a near miss), mostly near-valid, sometimes anything at all */
export const requestArb = (slugs: string[]): fc.Arbitrary<FuzzRequest> =>
  targetArb(slugs).chain((base) =>
    fc
      .record({
        method: fc.oneof({ weight: 6, arbitrary: fc.constant(base.method) }, { weight: 1, arbitrary: methodArb }),
        path: fc.oneof({ weight: 5, arbitrary: fc.constant(base.path) }, { weight: 1, arbitrary: mutatePath(base.path) }),
        query: fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 3, arbitrary: queryArb }),
        contentType: fc.option(contentTypeArb, { freq: base.form ? 12 : 2 }),
        body: base.form
          ? fc.oneof(
              { weight: 6, arbitrary: base.form === 'leads' ? nearValid(leadBase, leadFields) : nearValid(newsletterBase, ['email']) },
              { weight: 3, arbitrary: arbitraryBody },
              { weight: 1, arbitrary: deepJson },
              { weight: 1, arbitrary: fc.constant(null) },
            )
          : fc.option(arbitraryBody, { freq: 2 }),
        extra: fc.oneof(fc.constant([]), fc.array(fc.tuple(headerName, headerValue), { minLength: 1, maxLength: 5 })),
        auth: base.path.startsWith('/api/admin') ? authArb : fc.constant(null),
        host: fc.oneof(
          { weight: 30, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constantFrom('', '[', 'a b', 'x:99999', 'évil', 'a/b') },
        ),
        framing: fc.oneof(
          { weight: 40, arbitrary: fc.constant<Framing>('length') },
          { weight: 4, arbitrary: fc.constant<Framing>('chunked') },
          { weight: 1, arbitrary: fc.constantFrom<Framing>('short', 'long', 'none') },
        ),
        chunks: fc.array(fc.integer({ min: 1, max: 700 }), { maxLength: 6 }),
      })
      .map((r): FuzzRequest => {
        const headers: Array<[string, string]> = [];
        if (r.contentType !== null) headers.push(['Content-Type', r.contentType]);
        if (r.auth !== null) headers.push(['Authorization', r.auth]);
        headers.push(...r.extra);
        const target = r.query === null ? r.path : `${r.path}?${r.query}`;
        return { method: r.method, target, base, headers, host: r.host, body: r.body, framing: r.framing, chunks: r.chunks };
      }),
  );

/** the request's bytes: request line, headers, framing and body as generated (lengths may lie on purpose) */
export function encode(req: FuzzRequest, port: number): Buffer {
  const head = [`${req.method} ${req.target} HTTP/1.1`, `Host: ${req.host ?? `127.0.0.1:${port}`}`];
  for (const [k, v] of req.headers) head.push(`${k}: ${v}`);
  head.push('Connection: close');
  const body = req.body ?? Buffer.alloc(0);
  let payload = body;
  if (req.framing === 'chunked') {
    head.push('Transfer-Encoding: chunked');
    const parts: Buffer[] = [];
    let at = 0;
    for (const size of [...req.chunks, body.length]) {
      if (at >= body.length) break;
      const piece = body.subarray(at, at + size);
      at += piece.length;
      parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
    }
    parts.push(Buffer.from('0\r\n\r\n'));
    payload = Buffer.concat(parts);
  } else if (req.framing === 'length') {
    if (req.body !== null) head.push(`Content-Length: ${body.length}`);
  } else if (req.framing === 'short') {
    head.push(`Content-Length: ${Math.floor(body.length / 2)}`);
  } else if (req.framing === 'long') {
    head.push(`Content-Length: ${body.length + 1 + (req.chunks[0] ?? 10)}`);
  }
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}
