import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { LeadRecord, NewOutboxMessage, OutboxMessage } from '../store/types';
import type { MailTransport } from './transport';

/**
 * Forwarding each new lead to a CRM (LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET), per the Standard
 * Webhooks specification: a POST of JSON `{ type, timestamp, data }` with `webhook-id` (stable per lead:
 * every attempt and every instance sends the same, so the receiver can drop a repeat),
 * `webhook-timestamp` (the attempt's time, in seconds) and `webhook-signature` (`v1,` and the base64
 * HMAC-SHA256 of `id.timestamp.body` under the secret, made by the `standardwebhooks` package).
 * The delivery goes through the outbox like the notification e-mail: stored with the lead in one
 * transaction, retried with backoff, recorded as sent once the receiver answers 2xx.
 */
export const LEAD_CREATED = 'lead.created';

/** the webhook-id of a lead's delivery */
export const webhookIdFor = (m: Pick<OutboxMessage, 'id' | 'leadId'>): string => (m.leadId ? `lead_${m.leadId}` : `msg_${m.id}`);

/** the delivery of a new lead, stored with it (the body is fixed then: every attempt sends the same bytes) */
export function leadWebhookMessage(lead: LeadRecord): NewOutboxMessage {
  const body = JSON.stringify({ type: LEAD_CREATED, timestamp: lead.createdAt, data: lead });
  return { id: randomUUID(), leadId: lead.id, kind: 'webhook', from: '', to: '', replyTo: null, subject: LEAD_CREATED, text: body };
}

/** how long a receiver may take to answer one delivery */
export const WEBHOOK_TIMEOUT_MS = 15_000;

/** fetch, with a failure worded for the outbox's last error: what went wrong, not only "fetch failed" */
async function postTo(url: string, timeoutMs: number, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') throw new Error(`the receiver did not answer within ${timeoutMs / 1000} s`);
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
    throw new Error(`the receiver could not be reached${cause ? `: ${cause}` : ''}`);
  }
}

/** POSTs webhook messages to the URL, signed with the secret; throws unless the receiver answers 2xx */
export function webhookTransport(target: { url: string; secret: string }, opts: { timeoutMs?: number } = {}): MailTransport {
  const signer = new Webhook(target.secret);
  const { host } = new URL(target.url);
  return {
    description: `webhook ${host}`,
    async send(m) {
      const id = webhookIdFor(m);
      const at = new Date();
      const res = await postTo(target.url, opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signer.sign(id, at, m.text),
          'User-Agent': 'BlokSecure-site-webhook/1',
        },
        body: m.text,
        redirect: 'manual',
      });
      // the answer's body is not needed: read it away so the connection can be reused
      await res.arrayBuffer().catch(() => undefined);
      if (res.status < 200 || res.status >= 300) throw new Error(`the receiver answered HTTP ${res.status} ${res.statusText}`.trim());
    },
    close: () => {},
  };
}

/** the worker's one transport: e-mails through `mail`, webhook deliveries through `webhook` (or an error that says it is not set) */
export function deliveryTransport(mail: MailTransport, webhook: MailTransport | undefined): MailTransport {
  return {
    description: webhook ? `${mail.description}; ${webhook.description}` : mail.description,
    async send(m) {
      if (m.kind !== 'webhook') return mail.send(m);
      if (!webhook) throw new Error('LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET are not set on this instance');
      return webhook.send(m);
    },
    close: () => {
      mail.close();
      webhook?.close();
    },
  };
}
