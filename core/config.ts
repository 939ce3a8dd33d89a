import path from 'node:path';
import * as z from 'zod';
import type { PublicConfig } from '../src/shared/pageData';
import { ConfigError } from './configError';
import { projectRoot } from './exportPaths';
import { parseAllowedHosts } from './hostCheck';
import { LOG_LEVELS } from './log';

export { ConfigError };

/** a switch: 1 or true turns it on, anything else (or unset) leaves it off */
const flag = z.preprocess((v) => v === '1' || v === 'true', z.boolean()).default(false);

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** a switch that is on unless turned off: false or 0 turns it off, true or 1 (or unset) leaves it on */
const onUnlessOff = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'must be true or false' }).default(true),
);

/** a whole number of milliseconds, at least 1; empty means the default */
const milliseconds = (fallback: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number of milliseconds').min(1).default(fallback));

const schema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).default('https://bloksecure.com'),
  GA_MEASUREMENT_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXX')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  /** set when a TLS-terminating proxy sits in front, so HSTS is sent */
  TRUST_PROXY: flag,
  /** the Host names served (site serve: unset answers any; site dev: its own names and these); see core/hostCheck.ts */
  ALLOWED_HOSTS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .optional()
      .superRefine((v, ctx) => {
        try {
          if (v !== undefined) parseAllowedHosts(v);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message });
        }
      }),
  ),
  DATABASE_URL: optionalString,
  /** connections one instance opens to PostgreSQL at most, for leads, the outbox and the rate limits (plus one while an export runs) */
  DATABASE_POOL_SIZE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int('must be a whole number of connections').min(1).max(1000).default(10),
  ),
  SMTP_URL: optionalString,
  /** bearer token of /api/admin/* (at least 32 characters); unset: one is generated into DATA_DIR/admin-token */
  ADMIN_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .min(32, 'must be at least 32 characters (make one with `openssl rand -base64 32`)')
      .regex(/^\S+$/, 'must not contain spaces')
      .optional(),
  ),
  NOTION_TOKEN: optionalString,
  NOTION_DATABASE_ID: optionalString,
  /** the Notion API origin; only a proxy or a test double needs it */
  NOTION_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  /** pins the Notion webhook subscription's verification token (handshakes are then ignored); unset: the handshake's token is kept in DATA_DIR */
  NOTION_WEBHOOK_TOKEN: optionalString,
  /** publish on edit: true deploys what a Notion webhook changed to SITE_DEPLOY_TARGET, false never; unset: the /admin switch decides (off until turned on) */
  NOTION_AUTO_PUBLISH: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean({ error: 'must be true or false' }).optional(),
  ),
  /** how old the API's posts may get before a background refresh (default: 30 s for markdown, 300 s for Notion) */
  BLOG_REFRESH_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int('must be a whole number of seconds').min(1).max(86_400).optional(),
  ),
  /** folder of the markdown posts (default src/content/blog), e.g. a generated corpus for benchmarks */
  BLOG_DIR: optionalString,
  /** the HubSpot-style marketing form embedded on /mortgage-powerconnect: portal and form id (both or neither) */
  HUBSPOT_PORTAL_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{3,12}$/, 'must be a numeric portal id')
      .optional(),
  ),
  HUBSPOT_EVENT_FORM_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a form GUID')
      .optional(),
  ),
  /** the form's data region, e.g. na1 (default) or eu1 */
  /** a YouTube video id for the home page's overview; loaded in a youtube-nocookie frame only when a visitor clicks play */
  YOUTUBE_OVERVIEW_VIDEO_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube video id')
      .optional(),
  ),
  HUBSPOT_REGION: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z]{2}\d$/, 'must look like na1 or eu1')
      .optional(),
  ),
  /** where lead notifications go (the sales inbox) */
  SALES_INBOX: z.email().default('sales@bloksecure.com'),
  /** the From of lead notifications */
  MAIL_FROM: z.string().min(3).default('BlokSecure Website <no-reply@bloksecure.com>'),
  /** origins allowed to call the form endpoints cross-origin, comma-separated (default: the SITE_URL origin) */
  CORS_ORIGINS: z.preprocess(
    (v) =>
      typeof v === 'string' && v.trim() !== ''
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    z.array(z.url({ protocol: /^https?$/ })).optional(),
  ),
  /** submissions per IP and window: leads, newsletter sign-ups (0 turns the limit off, e.g. for load tests) */
  RATE_LIMIT_LEADS: z.coerce.number().int().min(0).default(20),
  RATE_LIMIT_NEWSLETTER: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** how long a client may take for its headers, its whole request, and between keep-alive requests (ms) */
  SITE_HEADERS_TIMEOUT_MS: milliseconds(10_000),
  SITE_REQUEST_TIMEOUT_MS: milliseconds(30_000),
  // longer than any proxy's pooled upstream connection (nginx keeps them 60 s by default), so the proxy always closes first
  SITE_KEEP_ALIVE_TIMEOUT_MS: milliseconds(75_000),
  /** on SIGTERM or SIGINT: how long requests in flight and idle keep-alive connections get before the instance exits anyway (ms) */
  SITE_SHUTDOWN_TIMEOUT_MS: milliseconds(20_000),
  /** false on public instances: /admin and /api/admin/* answer 404 (the publisher keeps them) */
  ADMIN_ENABLED: onUnlessOff,
  /** failed admin authentications per IP and window before every admin call from it answers 429 */
  RATE_LIMIT_ADMIN_FAILURES: z.coerce.number().int().min(1).default(10),
  /** leads, sign-ups and sent notifications older than this many days are deleted once a day; unset keeps everything */
  LEADS_RETENTION_DAYS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int('must be a whole number of days').min(1, 'must be 1 or more').max(36_500).optional(),
  ),
  /** each new lead is also delivered as JSON to this URL (with LEADS_WEBHOOK_SECRET), signed per Standard Webhooks */
  LEADS_WEBHOOK_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  /** the signing secret of LEADS_WEBHOOK_URL: whsec_ and base64 of 24 to 64 random bytes (as the receiving CRM gives it) */
  LEADS_WEBHOOK_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, 'must be whsec_ followed by base64 (the Standard Webhooks secret format)')
      .refine((s) => {
        const n = Buffer.from(s.slice(6), 'base64').length;
        return n >= 24 && n <= 64;
      }, 'must hold 24 to 64 bytes after whsec_ (openssl rand -base64 32)')
      .optional(),
  ),
  /** the key of the erasure records' address hashes (HMAC-SHA256); unset: one generated into DATA_DIR/erasure-key */
  LEADS_ERASURE_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters (openssl rand -base64 32)').optional(),
  ),
  /** how much the API logs: one JSON line per request at info */
  LOG_LEVEL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LOG_LEVELS).default('info')),
  /** where export builds are kept (default dist/.cache); inside the project, as the server bundle imports node_modules */
  SITE_CACHE_DIR: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine(
        (dir) => isInside(projectRoot, path.resolve(dir)),
        `must be a folder inside the project (${projectRoot}): the exporter's server bundle imports React from its node_modules`,
      )
      .optional(),
  ),
  /** set by CI systems: progress is printed as plain lines instead of a redrawn bar */
  CI: flag,
  /** print the stack of a failed command */
  DEBUG: flag,
  /** where the admin page's Publish action (and `site deploy` without a target) uploads the export: s3://BUCKET[/PREFIX] */
  SITE_DEPLOY_TARGET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/\S*)?$/, 'must look like s3://BUCKET or s3://BUCKET/PREFIX')
      .optional(),
  ),
  /** the S3-compatible store (the AWS SDK's standard variables, read here and handed to the client) */
  AWS_REGION: optionalString,
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  AWS_SESSION_TOKEN: optionalString,
  /** the store's endpoint (R2, MinIO, ...); AWS_ENDPOINT_URL_S3 wins over AWS_ENDPOINT_URL; unset: AWS S3 */
  AWS_ENDPOINT_URL_S3: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  AWS_ENDPOINT_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  /** bucket in the path (https://host/bucket/key) instead of the host name: MinIO and most self-hosted stores */
  AWS_S3_FORCE_PATH_STYLE: flag,
});

/** variables whose value is never echoed in an error message */
const SECRET_VARIABLES = new Set([
  'ADMIN_TOKEN',
  'LEADS_ERASURE_KEY',
  'LEADS_WEBHOOK_SECRET',
  // a CRM's inbound URL often carries its token
  'LEADS_WEBHOOK_URL',
  'NOTION_TOKEN',
  'NOTION_WEBHOOK_TOKEN',
  'SMTP_URL',
  'DATABASE_URL',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  // an endpoint URL may carry credentials in its user part
  'AWS_ENDPOINT_URL_S3',
  'AWS_ENDPOINT_URL',
]);

export type Config = z.infer<typeof schema>;

/** true when `target` is `dir` or lies under it */
function isInside(dir: string, target: string): boolean {
  const rel = path.relative(dir, target);
  return !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** parses the environment once; an invalid variable stops start-up with one clear line */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const value = env[name];
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (got ${shownValue(name, value)})`);
}

/** whether a variable's value is secret: no message, overlay or terminal line ever shows it */
export const isSecretVariable = (name: string): boolean => SECRET_VARIABLES.has(name);

/** a variable's value as a message shows it: a secret's by its length alone */
export function shownValue(name: string, value: string | undefined): string {
  return isSecretVariable(name) ? `a secret of ${value?.length ?? 0} characters, not shown` : JSON.stringify(value);
}

/** the CRM webhook (LEADS_WEBHOOK_URL with LEADS_WEBHOOK_SECRET), or undefined when neither is set; one without the other is an error */
export function leadWebhookConfig(
  c: Partial<Pick<Config, 'LEADS_WEBHOOK_URL' | 'LEADS_WEBHOOK_SECRET'>>,
): { url: string; secret: string } | undefined {
  if (!c.LEADS_WEBHOOK_URL && !c.LEADS_WEBHOOK_SECRET) return undefined;
  if (!c.LEADS_WEBHOOK_URL || !c.LEADS_WEBHOOK_SECRET) {
    const missing = c.LEADS_WEBHOOK_URL ? 'LEADS_WEBHOOK_SECRET' : 'LEADS_WEBHOOK_URL';
    throw new ConfigError(`Invalid configuration: ${missing} is required when the other LEADS_WEBHOOK_ variable is set (or unset both)`);
  }
  return { url: c.LEADS_WEBHOOK_URL, secret: c.LEADS_WEBHOOK_SECRET };
}

/** the booth form's public settings, or undefined when not configured; one id without the other is an error */
export function eventFormConfig(
  c: Partial<Pick<Config, 'HUBSPOT_PORTAL_ID' | 'HUBSPOT_EVENT_FORM_ID' | 'HUBSPOT_REGION'>>,
): { portalId: string; formId: string; region: string } | undefined {
  if (!c.HUBSPOT_PORTAL_ID && !c.HUBSPOT_EVENT_FORM_ID) return undefined;
  if (!c.HUBSPOT_PORTAL_ID || !c.HUBSPOT_EVENT_FORM_ID) {
    const missing = c.HUBSPOT_PORTAL_ID ? 'HUBSPOT_EVENT_FORM_ID' : 'HUBSPOT_PORTAL_ID';
    throw new ConfigError(
      `Invalid configuration: ${missing} is required when the other HubSpot form variable is set (or unset both to use the native booth form)`,
    );
  }
  return { portalId: c.HUBSPOT_PORTAL_ID, formId: c.HUBSPOT_EVENT_FORM_ID, region: c.HUBSPOT_REGION ?? 'na1' };
}

/** the configuration fields that shape the exported pages */
export type PublicConfigSource = Pick<Config, 'SITE_URL'> &
  Partial<
    Pick<Config, 'GA_MEASUREMENT_ID' | 'HUBSPOT_PORTAL_ID' | 'HUBSPOT_EVENT_FORM_ID' | 'HUBSPOT_REGION' | 'YOUTUBE_OVERVIEW_VIDEO_ID'>
  >;

/** the settings embedded in every exported page (nothing secret: it is public) */
export function publicConfigFor(c: PublicConfigSource): PublicConfig {
  return {
    siteUrl: c.SITE_URL,
    gaId: c.GA_MEASUREMENT_ID,
    eventForm: eventFormConfig(c),
    overviewVideoId: c.YOUTUBE_OVERVIEW_VIDEO_ID,
  };
}
