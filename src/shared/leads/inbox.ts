import * as z from 'zod/mini';
import { formTypes } from '../forms/options';

/**
 * The leads inbox of /admin/leads and `site leads`: the request and answer shapes of
 * /api/admin/leads, shared by the API (which validates with them), the admin page and the CLI.
 */

/** the forms a row can come from: the four lead forms and the newsletter sign-up */
export const inboxForms = [...formTypes, 'newsletter'] as const;
export type InboxForm = (typeof inboxForms)[number];

export const inboxFormLabels: Record<InboxForm, string> = {
  contact: 'Contact',
  demo: 'Demo request',
  trial: 'Free trial',
  event: 'Event registration',
  newsletter: 'Newsletter',
};

export const LEADS_API_PATH = '/api/admin/leads';
export const LEADS_CSV_PATH = `${LEADS_API_PATH}/export.csv`;
/** one row: /api/admin/leads/lead/<id> or /api/admin/leads/newsletter/<id> */
export const inboxItemPath = (kind: InboxItemKind, id: string) => `${LEADS_API_PATH}/${kind}/${encodeURIComponent(id)}`;

export const INBOX_PAGE_SIZE = 50;
export const INBOX_MAX_PAGE_SIZE = 200;
export const INBOX_MAX_SEARCH = 200;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const dateMessage = 'must be a date (2025-01-31) or a date and time with its offset (2025-01-31T09:00:00+01:00)';

/** a date bound: a day (UTC) or an instant with its offset */
const dateBound = z.string().check(
  z.regex(new RegExp(`${DAY.source}|${INSTANT.source}`), dateMessage),
  z.refine((s) => !Number.isNaN(Date.parse(s)), dateMessage),
);

/** an opaque page position (the created_at and id of a row) */
const cursor = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'is not a page position this server gave'));

/** GET /api/admin/leads and /api/admin/leads/export.csv: the filters (and, for the list, the page) */
export const inboxQuerySchema = z.object({
  form: z.optional(z.enum(inboxForms, `must be one of ${inboxForms.join(', ')}`)),
  /** on or after: a day counts from its start (UTC) */
  since: z.optional(dateBound),
  /** up to: a day counts to its end (UTC); an instant is excluded */
  until: z.optional(dateBound),
  /** words that must all appear in the name, e-mail or company, case and accents aside */
  q: z.optional(z.string().check(z.maxLength(INBOX_MAX_SEARCH, `must be at most ${INBOX_MAX_SEARCH} characters`))),
  /** the rows older than this position (the next page) */
  before: z.optional(cursor),
  /** the rows newer than this position (the previous page) */
  after: z.optional(cursor),
  limit: z.optional(
    z.coerce
      .number()
      .check(
        z.int('must be a whole number'),
        z.minimum(1, 'must be 1 or more'),
        z.maximum(INBOX_MAX_PAGE_SIZE, `must be at most ${INBOX_MAX_PAGE_SIZE}`),
      ),
  ),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

export const deliveryStates = ['sent', 'waiting', 'failing', 'given-up'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const deliveryStateLabels: Record<DeliveryState, string> = {
  sent: 'Sent',
  waiting: 'Waiting',
  failing: 'Failing',
  'given-up': 'Given up',
};

export type InboxItemKind = 'lead' | 'newsletter';

/** one row of the inbox */
export const inboxItemSchema = z.object({
  kind: z.enum(['lead', 'newsletter']),
  id: z.string(),
  createdAt: z.string(),
  form: z.enum(inboxForms),
  name: z.nullable(z.string()),
  email: z.string(),
  company: z.nullable(z.string()),
  /** the sales notification's state (leads only) */
  notification: z.nullable(z.enum(deliveryStates)),
});
export type InboxItem = z.output<typeof inboxItemSchema>;

/** GET /api/admin/leads */
export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  /** rows matching the filters, all pages */
  total: z.number(),
  /** the position for the next (older) page, when there is one */
  older: z.optional(z.string()),
  /** the position for the previous (newer) page, when there is one */
  newer: z.optional(z.string()),
});
export type InboxPage = z.output<typeof inboxPageSchema>;

/** one outbox message of a lead: its notification e-mail, its CRM delivery */
export const deliverySchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'webhook']),
  state: z.enum(deliveryStates),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  /** when the next attempt is due (waiting or failing) */
  nextAttemptAt: z.nullable(z.string()),
});
export type Delivery = z.output<typeof deliverySchema>;

/** GET /api/admin/leads/lead/:id */
export const leadDetailSchema = z.object({
  kind: z.literal('lead'),
  id: z.string(),
  createdAt: z.string(),
  form: z.enum(formTypes),
  name: z.string(),
  email: z.string(),
  company: z.nullable(z.string()),
  companySize: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  message: z.nullable(z.string()),
  marketingConsent: z.boolean(),
  deliveries: z.array(deliverySchema),
});

/** GET /api/admin/leads/newsletter/:id */
export const subscriberDetailSchema = z.object({
  kind: z.literal('newsletter'),
  id: z.string(),
  createdAt: z.string(),
  form: z.literal('newsletter'),
  email: z.string(),
});

export const inboxDetailSchema = z.discriminatedUnion('kind', [leadDetailSchema, subscriberDetailSchema]);
export type InboxDetail = z.output<typeof inboxDetailSchema>;
export type LeadDetail = Extract<InboxDetail, { kind: 'lead' }>;

/** any failing answer of /api/admin/leads/* */
export const leadsErrorSchema = z.object({ error: z.string(), fields: z.optional(z.record(z.string(), z.array(z.string()))) });
