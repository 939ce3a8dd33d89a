import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { type Config, leadWebhookConfig } from '../../core/config';
import { leadNotification } from '../../core/mail/notification';
import { leadWebhookMessage } from '../../core/mail/webhook';
import type { LeadBackend } from '../../core/store/backend';
import { leadRecordFrom } from '../../core/store/types';
import { isKnownFormType, leadPayloadSchema } from '../../src/shared/forms/lead';
import { formTypes } from '../../src/shared/forms/options';
import { idempotencyKeyOf, KEY_REUSED_MESSAGE, payloadFingerprint, REPLAYED_HEADER } from '../idempotency';
import type { LimitStore } from '../limitStore';
import { fieldMessages, registerFormRoute, storing } from './submission';

type LeadConfig = Pick<
  Config,
  'SITE_URL' | 'CORS_ORIGINS' | 'TRUST_PROXY' | 'RATE_LIMIT_LEADS' | 'RATE_LIMIT_WINDOW_SECONDS' | 'SALES_INBOX' | 'MAIL_FROM'
> &
  Partial<Pick<Config, 'LEADS_WEBHOOK_URL' | 'LEADS_WEBHOOK_SECRET'>>;

/**
 * POST /api/leads: contact, demo, trial and event leads; 201 { id } once stored with its notification
 * (and, with LEADS_WEBHOOK_URL, its CRM delivery) in one transaction.
 * With an Idempotency-Key, a repeat within 24 h answers the first 201 and stores nothing; the key with
 * another payload answers 422; a malformed key 400.
 */
export function registerLeadRoutes(app: Hono, config: LeadConfig, backend: LeadBackend, limits: LimitStore): void {
  const limit = { name: 'leads', limit: config.RATE_LIMIT_LEADS, store: limits };
  const toCrm = Boolean(leadWebhookConfig(config));
  registerFormRoute(app, '/api/leads', config, limit, async (c, body) => {
    const { formType } = body;
    if (!isKnownFormType(formType)) {
      // the value is echoed back only as far as it helps (it may be anything, up to the body limit)
      const given = JSON.stringify(formType ?? null).slice(0, 40);
      const message = `Unknown formType ${given}: use one of ${formTypes.join(', ')}.`;
      return c.json({ error: message, fields: { formType: [message] } }, 400);
    }
    const parsed = leadPayloadSchema.safeParse(body);
    if (!parsed.success) return c.json({ error: 'Some fields are missing or invalid.', fields: fieldMessages(parsed.error.issues) }, 400);
    const key = idempotencyKeyOf(c);
    if (!key.ok) return key.response;
    const lead = leadRecordFrom(parsed.data, randomUUID(), new Date());
    const idempotency = key.key ? { key: key.key, fingerprint: payloadFingerprint(parsed.data) } : undefined;
    const result = await storing(async () =>
      (await backend.store()).addLead(
        lead,
        [leadNotification(lead, { to: config.SALES_INBOX, from: config.MAIL_FROM }), ...(toCrm ? [leadWebhookMessage(lead)] : [])],
        idempotency,
      ),
    );
    if (result.outcome === 'mismatch') return c.json({ error: KEY_REUSED_MESSAGE }, 422);
    if (result.outcome === 'replayed') {
      c.header(REPLAYED_HEADER, 'true');
      return c.json({ id: result.id }, 201);
    }
    backend.notify();
    return c.json({ id: lead.id }, 201);
  });
}
