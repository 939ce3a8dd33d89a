import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { isKnownFormType, leadPayloadSchema } from '../../src/shared/forms/lead';
import { formTypes } from '../../src/shared/forms/options';
import type { Config } from '../config';
import { leadNotification } from '../mail/notification';
import { createRateLimiter, rateLimit } from '../rateLimit';
import type { LeadBackend } from '../store/backend';
import { leadRecordFrom } from '../store/types';
import { clientIp, fieldMessages, formCors, isBot, readJsonObject, storeUnavailable } from './submission';

type LeadConfig = Pick<
  Config,
  'SITE_URL' | 'CORS_ORIGINS' | 'TRUST_PROXY' | 'RATE_LIMIT_LEADS' | 'RATE_LIMIT_WINDOW_SECONDS' | 'SALES_INBOX' | 'MAIL_FROM'
>;

/** POST /api/leads: contact, demo, trial and event leads; 201 { id } once stored with its notification */
export function registerLeadRoutes(app: Hono, config: LeadConfig, backend: LeadBackend): void {
  const limiter = createRateLimiter({ limit: config.RATE_LIMIT_LEADS, windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000 });
  app.use('/api/leads', formCors(config.CORS_ORIGINS ?? [config.SITE_URL]));
  app.post(
    '/api/leads',
    rateLimit(limiter, (c) => clientIp(c, config.TRUST_PROXY)),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const read = await readJsonObject(c);
      if (!read.ok) return read.response;
      // a bot gets the answer a person would get, and nothing is stored
      if (isBot(read.body)) return c.json({ id: randomUUID() }, 201);
      const { formType } = read.body;
      if (!isKnownFormType(formType)) {
        const message = `Unknown formType ${JSON.stringify(formType ?? null)}: use one of ${formTypes.join(', ')}.`;
        return c.json({ error: message, fields: { formType: [message] } }, 400);
      }
      const parsed = leadPayloadSchema.safeParse(read.body);
      if (!parsed.success) return c.json({ error: 'Some fields are missing or invalid.', fields: fieldMessages(parsed.error.issues) }, 400);
      const lead = leadRecordFrom(parsed.data, randomUUID(), new Date());
      try {
        const store = await backend.store();
        await store.addLead(lead, leadNotification(lead, { to: config.SALES_INBOX, from: config.MAIL_FROM }));
      } catch (err) {
        return storeUnavailable(c, err);
      }
      backend.notify();
      return c.json({ id: lead.id }, 201);
    },
  );
}
