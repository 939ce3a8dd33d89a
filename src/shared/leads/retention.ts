import * as z from 'zod/mini';
import { LEADS_API_PATH } from './inbox';

/** GET /api/admin/leads/retention: whether LEADS_RETENTION_DAYS is set, and the last run */
export const RETENTION_PATH = `${LEADS_API_PATH}/retention`;

export const retentionCountsSchema = z.object({
  leads: z.number(),
  newsletter: z.number(),
  /** outbox rows: those of deleted leads, and those sent before the cutoff */
  outbox: z.number(),
  emlFiles: z.number(),
});
export type RetentionCounts = z.output<typeof retentionCountsSchema>;

export const retentionRunSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  days: z.number(),
  /** what was created (or sent) before this went */
  cutoff: z.string(),
  /** the instance that ran it */
  instance: z.string(),
  counts: retentionCountsSchema,
});
export type RetentionRun = z.output<typeof retentionRunSchema>;

export const retentionStatusSchema = z.object({
  /** LEADS_RETENTION_DAYS, or null: everything is kept */
  days: z.nullable(z.number()),
  lastRun: z.nullable(retentionRunSchema),
});
export type RetentionStatus = z.output<typeof retentionStatusSchema>;
