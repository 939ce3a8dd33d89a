import * as z from 'zod/mini';
import { formTypes, limits } from '../forms/options';
import { LEADS_API_PATH } from './inbox';

/**
 * One person's data (GDPR articles 15, 17 and 20): found, exported as one JSON document, or erased, by
 * e-mail address. The address travels in request bodies only, never in a URL (URLs end up in access
 * logs and browser histories).
 */
export const PERSON_PATH = `${LEADS_API_PATH}/person`;
export const ERASE_PATH = `${LEADS_API_PATH}/erase`;
export const ERASURES_PATH = `${LEADS_API_PATH}/erasures`;

const address = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'Enter an e-mail address.'),
    z.maxLength(limits.email, `An e-mail address has at most ${limits.email} characters.`),
    z.regex(/^[^\s@]+@[^\s@]+$/, 'Enter an e-mail address (name@example.com).'),
  );

/** POST /api/admin/leads/person */
export const personRequestSchema = z.object({ email: address });

/** POST /api/admin/leads/erase: `confirm` must be true, so no call erases by accident */
export const eraseRequestSchema = z.object({
  email: address,
  confirm: z.literal(true, 'confirm must be true: an erase cannot be undone'),
});

const outboxMessageSchema = z.object({
  id: z.string(),
  leadId: z.nullable(z.string()),
  channel: z.enum(['email', 'webhook']),
  to: z.string(),
  replyTo: z.nullable(z.string()),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
});

/** the counts of one erasure, per store */
export const erasureCountsSchema = z.object({
  leads: z.number(),
  newsletter: z.number(),
  outbox: z.number(),
  /** of the outbox messages, those not sent yet: never sent now */
  outboxUnsent: z.number(),
  emlFiles: z.number(),
});
export type ErasureCounts = z.output<typeof erasureCountsSchema>;

/** an erasure record as shown: no address, only the hash's first digits */
export const erasureRecordSchema = z.object({
  id: z.string(),
  erasedAt: z.string(),
  /** the first 12 hex digits of HMAC-SHA256(key, address) */
  subject: z.string(),
  keyId: z.string(),
  stores: z.array(z.string()),
  counts: erasureCountsSchema,
});
export type ErasureRecord = z.output<typeof erasureRecordSchema>;

/** the answer of POST /api/admin/leads/person: everything held on the address, as one document */
export const personDataSchema = z.object({
  email: z.string(),
  generatedAt: z.string(),
  leads: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      formType: z.enum(formTypes),
      name: z.string(),
      email: z.string(),
      company: z.nullable(z.string()),
      companySize: z.nullable(z.string()),
      phone: z.nullable(z.string()),
      message: z.nullable(z.string()),
      marketingConsent: z.boolean(),
    }),
  ),
  newsletter: z.nullable(z.object({ id: z.string(), email: z.string(), createdAt: z.string() })),
  outboxMessages: z.array(outboxMessageSchema),
  /** notification e-mails written as files under DATA_DIR/outbox (when no SMTP server is set) */
  emlFiles: z.array(z.object({ name: z.string(), bytes: z.number(), content: z.string() })),
  /** earlier erasures of this address */
  erasures: z.array(erasureRecordSchema),
});
export type PersonData = z.output<typeof personDataSchema>;

/** the answer of POST /api/admin/leads/erase */
export const erasureResultSchema = erasureRecordSchema;

/** GET /api/admin/leads/erasures: the newest erasure records */
export const erasureListSchema = z.object({ erasures: z.array(erasureRecordSchema) });
