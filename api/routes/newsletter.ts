import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { newsletterSchema } from '../../src/shared/forms/newsletter';
import type { Config } from '../config';
import { createRateLimiter, rateLimit } from '../rateLimit';
import type { LeadBackend } from '../store/backend';
import { clientIp, fieldMessages, formCors, isBot, readJsonObject, storeUnavailable } from './submission';

type NewsletterConfig = Pick<Config, 'SITE_URL' | 'CORS_ORIGINS' | 'TRUST_PROXY' | 'RATE_LIMIT_NEWSLETTER' | 'RATE_LIMIT_WINDOW_SECONDS'>;

/**
 * POST /api/newsletter/subscribe: 201 { id }. A repeated address answers the same way with the first
 * row's id, so the form never tells anyone whether an address was already on the list.
 */
export function registerNewsletterRoutes(app: Hono, config: NewsletterConfig, backend: LeadBackend): void {
  const limiter = createRateLimiter({ limit: config.RATE_LIMIT_NEWSLETTER, windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000 });
  app.use('/api/newsletter/subscribe', formCors(config.CORS_ORIGINS ?? [config.SITE_URL]));
  app.post(
    '/api/newsletter/subscribe',
    rateLimit(limiter, (c) => clientIp(c, config.TRUST_PROXY)),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const read = await readJsonObject(c);
      if (!read.ok) return read.response;
      if (isBot(read.body)) return c.json({ id: randomUUID() }, 201);
      const parsed = newsletterSchema.safeParse(read.body);
      if (!parsed.success) return c.json({ error: 'Please enter a valid email address.', fields: fieldMessages(parsed.error.issues) }, 400);
      try {
        const store = await backend.store();
        const { id } = await store.addSubscriber(parsed.data.email);
        return c.json({ id }, 201);
      } catch (err) {
        return storeUnavailable(c, err);
      }
    },
  );
}
