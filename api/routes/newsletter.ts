import type { Hono } from 'hono';
import type { Config } from '../../core/config';
import type { LeadBackend } from '../../core/store/backend';
import { newsletterSchema } from '../../src/shared/forms/newsletter';
import { idempotencyKeyOf } from '../idempotency';
import type { LimitStore } from '../limitStore';
import { fieldMessages, registerFormRoute, storing } from './submission';

type NewsletterConfig = Pick<Config, 'SITE_URL' | 'CORS_ORIGINS' | 'TRUST_PROXY' | 'RATE_LIMIT_NEWSLETTER' | 'RATE_LIMIT_WINDOW_SECONDS'>;

/**
 * POST /api/newsletter/subscribe: 201 { id }. A repeated address answers the same way with the first
 * row's id, so the form never tells anyone whether an address was already on the list.
 */
export function registerNewsletterRoutes(app: Hono, config: NewsletterConfig, backend: LeadBackend, limits: LimitStore): void {
  const limit = { name: 'newsletter', limit: config.RATE_LIMIT_NEWSLETTER, store: limits };
  registerFormRoute(app, '/api/newsletter/subscribe', config, limit, async (c, body) => {
    const parsed = newsletterSchema.safeParse(body);
    if (!parsed.success) return c.json({ error: 'Please enter a valid email address.', fields: fieldMessages(parsed.error.issues) }, 400);
    // the address is the sign-up's own key: a repeat stores nothing and answers the first id, so the key is only checked
    const key = idempotencyKeyOf(c);
    if (!key.ok) return key.response;
    const { id } = await storing(async () => (await backend.store()).addSubscriber(parsed.data.email));
    return c.json({ id }, 201);
  });
}
