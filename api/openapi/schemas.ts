/**
 * zod schemas of the API's answers whose shapes are TypeScript types in src/shared/ (the browser reads
 * them without zod). The compile-time checks at the bottom keep each schema and its type in step, and
 * tests/api/openapiConformance.ts checks real answers against the document built from them.
 * Request schemas are not here: the document uses the very schemas the routes validate with.
 */
import * as z from 'zod';
import { historyEntrySchema } from '../../core/history';
import type { AdminLive, AdminStatus, GenerationResult } from '../../src/shared/adminActions';
import type { UnshownBlock, UnshownPost } from '../../src/shared/blog/unshown';
import type { NotionEventEntry, NotionWebhookStatus } from '../../src/shared/notionWebhook';

/** a refused or failed call of the public API: what went wrong, and per field for a form */
export const errorSchema = z.object({
  error: z.string().describe('what went wrong, in a sentence a person can act on'),
  fields: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .describe('the messages of each refused field (or header), by its name; `_` for the body as a whole'),
});

/** a stored lead or sign-up */
export const createdSchema = z.object({ id: z.string().min(1).describe('the id of the stored lead or sign-up') });

export const healthSchema = z.object({ ok: z.literal(true) });

export const readinessSchema = z.union([
  z.object({ ready: z.literal(true) }),
  z.object({ ready: z.literal(false), error: z.string().describe('why this instance cannot take leads now') }),
]);

const unshownBlockSchema = z.object({ type: z.string(), where: z.string(), words: z.number().int().min(0), text: z.string() });
const unshownPostSchema = z.object({ file: z.string(), slug: z.string(), title: z.string(), blocks: z.array(unshownBlockSchema) });

/** the spec's result of an admin call (and of every export command's --json) */
export const generationResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  stats: z.object({
    totalPages: z.number().int().min(0).optional(),
    totalPosts: z.number().int().min(0).optional(),
    successCount: z.number().int().min(0),
    errorCount: z.number().int().min(0),
    outputDirectory: z.string(),
    errors: z.array(z.string()),
  }),
  unshown: z.array(unshownPostSchema).optional().describe('posts holding content the site cannot show'),
});

/** an admin call refused before it ran: no token, a wrong one, too many wrong ones, or nothing to download */
export const adminRefusalSchema = z.object({ success: z.literal(false), message: z.string() });

export const adminStatusSchema = z.object({
  outputDirectory: z.string(),
  hasExport: z.boolean(),
  downloads: z.record(z.string(), z.boolean()).describe('each downloadable zip by name: whether it exists'),
  publishTarget: z.string().optional().describe('where Publish uploads (s3://BUCKET[/PREFIX]); absent without a deploy target'),
});

const count = z.number().int().min(0);

export const adminLiveSchema = z.object({
  history: z.array(historyEntrySchema).describe('the last exports and publishes, newest first'),
  export: z.object({ generatedAt: z.string(), pages: count, bytes: count }).optional(),
  live: z
    .object({
      target: z.string(),
      deployedAt: z.string().optional(),
      previousDeployedAt: z.string().optional(),
      files: count.optional(),
      error: z.string().optional(),
    })
    .optional(),
  posts: z.record(z.string(), z.enum(['changed', 'new'])),
  unpublished: z.array(z.string()),
  unshown: z.record(z.string(), z.array(unshownBlockSchema)).optional(),
});

const notionEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  entityId: z.string(),
  at: z.string(),
  receivedAt: z.string(),
  status: z.enum(['queued', 'done', 'ignored', 'failed']),
  outcome: z.string().optional(),
  durationMs: z.number().min(0).optional(),
});

export const notionStatusSchema = z.object({
  path: z.string(),
  token: z.union([
    z.object({ source: z.literal('env') }),
    z.object({ source: z.literal('handshake'), value: z.string(), receivedAt: z.string(), confirmedAt: z.string().optional() }),
    z.null(),
  ]),
  autoPublish: z.object({ on: z.boolean(), pinned: z.boolean(), target: z.string().optional() }),
  events: z.array(notionEventSchema),
});

export const webhookReceivedSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional().describe('this event id was received before: it is not handled again'),
});

/** what GET /api/openapi.json answers: an OpenAPI 3.1 document */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

// both directions must hold, or the typecheck fails
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const check = <T extends true>(): T | undefined => undefined;
check<Same<z.output<typeof unshownBlockSchema>, UnshownBlock>>();
check<Same<z.output<typeof unshownPostSchema>, UnshownPost>>();
check<Same<z.output<typeof generationResultSchema>, GenerationResult>>();
check<Same<z.output<typeof adminStatusSchema>, AdminStatus>>();
check<Same<z.output<typeof adminLiveSchema>, AdminLive>>();
check<Same<z.output<typeof notionEventSchema>, NotionEventEntry>>();
check<Same<z.output<typeof notionStatusSchema>, NotionWebhookStatus>>();
