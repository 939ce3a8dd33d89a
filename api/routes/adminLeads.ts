import type { Context, Hono } from 'hono';
import { errorText, log } from '../../core/log';
import type { LeadBackend } from '../../core/store/backend';
import { BadCursorError, inboxCsv, inboxDetail, listInbox } from '../../core/store/inbox';
import { failedDeliveries } from '../../core/store/reader';
import { lastRetentionRun } from '../../core/store/retentionScheduler';
import { DELIVERIES_PATH, type FailedDeliveries } from '../../src/shared/leads/deliveries';
import { inboxQuerySchema, LEADS_API_PATH, LEADS_CSV_PATH } from '../../src/shared/leads/inbox';
import { RETENTION_PATH, type RetentionStatus } from '../../src/shared/leads/retention';
import { fieldMessages } from './submission';

/**
 * /api/admin/leads: the leads inbox of /admin/leads. Registered only with ADMIN_ENABLED, after the admin
 * routes, so the bearer token and the failure budget of /api/admin/* guard it too. Reads only: the
 * answers are never cached (the admin middleware says no-store).
 */
export function registerAdminLeadRoutes(app: Hono, backend: LeadBackend, opts: { retentionDays?: number } = {}): void {
  const storeDown = (c: Context, err: unknown) => {
    log('error', 'leads inbox: the store did not answer', { route: c.req.path, error: errorText(err) });
    c.header('Retry-After', '30');
    return c.json({ error: 'The lead store cannot be reached just now. Try again in a minute.' }, 503);
  };
  /** the query string checked with the shared schema, or the 400 answer */
  const query = (c: Context) => {
    const parsed = inboxQuerySchema.safeParse(c.req.query());
    if (parsed.success) return { ok: true as const, q: parsed.data };
    return {
      ok: false as const,
      response: c.json({ error: 'Some filters are invalid.', fields: fieldMessages(parsed.error.issues) }, 400),
    };
  };

  app.get(LEADS_API_PATH, async (c) => {
    const q = query(c);
    if (!q.ok) return q.response;
    try {
      return c.json(await listInbox(await backend.store(), q.q));
    } catch (err) {
      if (err instanceof BadCursorError) return c.json({ error: err.message, fields: { before: [err.message] } }, 400);
      return storeDown(c, err);
    }
  });

  app.get(LEADS_CSV_PATH, async (c) => {
    const q = query(c);
    if (!q.ok) return q.response;
    let store: Awaited<ReturnType<LeadBackend['store']>>;
    try {
      store = await backend.store();
      await store.ping();
    } catch (err) {
      return storeDown(c, err);
    }
    const rows = inboxCsv(store, q.q);
    const encoder = new TextEncoder();
    // pulled a chunk at a time: nothing is read ahead of what the client takes
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await rows.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (err) {
          log('error', 'leads CSV cut short: the store stopped answering', { error: errorText(err) });
          controller.error(err);
        }
      },
      async cancel() {
        await rows.return(undefined);
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${q.q.form ?? 'leads'}-${day}.csv"`,
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex, nofollow',
      },
    });
  });

  /** the notifications and CRM deliveries that failed, newest first */
  app.get(DELIVERIES_PATH, async (c) => {
    try {
      const { rows, total } = await failedDeliveries((await backend.store()).reader);
      const body: FailedDeliveries = { deliveries: rows, total };
      return c.json(body);
    } catch (err) {
      return storeDown(c, err);
    }
  });

  /** an admin's retry: a failing or given-up message is due now (with a new 3-day window for a webhook) */
  app.post(`${DELIVERIES_PATH}/:id/retry`, async (c) => {
    try {
      const retried = await (await backend.store()).retryOutbox(c.req.param('id') ?? '');
      if (!retried) return c.json({ error: 'No such message waiting: it was sent, erased, or is being sent right now.' }, 404);
      backend.notify();
      log('info', 'outbox message retried from the admin', { outboxId: c.req.param('id') });
      return c.json({ retried: true });
    } catch (err) {
      return storeDown(c, err);
    }
  });

  /** LEADS_RETENTION_DAYS and the last run (by any instance) */
  app.get(RETENTION_PATH, async (c) => {
    try {
      const status: RetentionStatus = { days: opts.retentionDays ?? null, lastRun: await lastRetentionRun((await backend.store()).reader) };
      return c.json(status);
    } catch (err) {
      return storeDown(c, err);
    }
  });

  for (const kind of ['lead', 'newsletter'] as const) {
    app.get(`${LEADS_API_PATH}/${kind}/:id`, async (c) => {
      try {
        const detail = await inboxDetail(await backend.store(), kind, c.req.param('id') ?? '');
        if (!detail)
          return c.json({ error: `No ${kind === 'lead' ? 'lead' : 'newsletter sign-up'} with that id (it may have been erased).` }, 404);
        return c.json(detail);
      } catch (err) {
        return storeDown(c, err);
      }
    });
  }
}
