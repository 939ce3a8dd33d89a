/**
 * POST /api/notion/webhook: Notion's webhook (docs/notion.md). The one-time handshake's
 * `verification_token` is kept in DATA_DIR and shown on /admin for copying into Notion, unless
 * NOTION_WEBHOOK_TOKEN pins the token (handshakes are then ignored); once an event signed with the kept
 * token has arrived, a later handshake no longer replaces it (/admin can forget it). Every event must
 * carry `X-Notion-Signature: sha256=<HMAC-SHA256 of the raw body>` keyed by the token, compared in
 * constant time: a bad or missing one gets 401 and nothing else happens. A signed event is answered at
 * once and handed to the publisher (api/notion/publisher.ts); a repeated delivery (same event id) is
 * answered and done once. Registered on the publisher only (ADMIN_ENABLED), with Notion configured.
 *
 * /api/admin/notion (admin token): the token, the auto-publish switch and the last events.
 */
import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { isNotionSignature } from '../../core/blog/notion/webhookSignature';
import type { Config } from '../../core/config';
import { log } from '../../core/log';
import {
  ADMIN_NOTION_AUTO_PUBLISH_PATH,
  ADMIN_NOTION_FORGET_TOKEN_PATH,
  ADMIN_NOTION_PATH,
  NOTION_WEBHOOK_PATH,
  type NotionWebhookStatus,
} from '../../src/shared/notionWebhook';
import { isHandled, type NotionPublisher } from '../notion/publisher';
import type { WebhookState } from '../notion/webhookState';
import { readJsonObject, readLimited } from './submission';

/** Notion's events are a few hundred bytes; anything much larger is not one */
const MAX_EVENT_BYTES = 64 * 1024;
/** how old a signed event may be (Notion retries a delivery for about a day) and how far ahead of this clock */
const MAX_AGE_MS = 48 * 60 * 60_000;
const MAX_AHEAD_MS = 10 * 60_000;

/** a signed event (what the route reads of it) */
export const notionEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  timestamp: z.iso.datetime({ offset: true }),
  entity: z.object({ id: z.string().min(1).max(200), type: z.string().max(50) }),
});

export interface NotionWebhookOptions {
  config: Config;
  state: Promise<WebhookState>;
  publisher: Promise<NotionPublisher>;
}

/** the one-time verification request's body: the token and nothing else */
export const notionHandshakeSchema = z.strictObject({ verification_token: z.string().min(1).max(500) });

/** the admin page's auto-publish switch */
export const autoPublishSchema = z.object({ on: z.boolean() });

function handshakeToken(body: unknown): string | null {
  const parsed = notionHandshakeSchema.safeParse(body);
  return parsed.success ? parsed.data.verification_token : null;
}

export function registerNotionWebhookRoute(app: Hono, opts: NotionWebhookOptions): void {
  app.post(NOTION_WEBHOOK_PATH, async (c) => {
    const tooLarge = () => c.json({ error: `An event is at most ${MAX_EVENT_BYTES / 1024} KB.` }, 413);
    if (Number(c.req.header('content-length') ?? '0') > MAX_EVENT_BYTES) return tooLarge();
    const read = await readLimited(c.req.raw, MAX_EVENT_BYTES);
    if (!read.ok) return read.reason === 'tooLarge' ? tooLarge() : c.json({ error: 'The request body ended early.' }, 400);
    const state = await opts.state;
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes));
    } catch {
      body = undefined;
    }
    const signature = c.req.header('x-notion-signature');
    const offered = signature ? null : handshakeToken(body);
    if (offered) return handshake(c, offered, opts.config, state);

    const token = opts.config.NOTION_WEBHOOK_TOKEN ?? state.token()?.value;
    if (!token || !isNotionSignature(read.bytes, signature, token)) {
      log('warn', 'notion webhook refused', {
        reason: signature ? 'signature does not match' : 'no X-Notion-Signature',
        token: Boolean(token),
      });
      return c.json({ error: 'Missing or invalid X-Notion-Signature.' }, 401);
    }
    const parsed = notionEventSchema.safeParse(body);
    if (!parsed.success) return c.json({ error: 'Not a Notion webhook event (id, type, timestamp and entity are required).' }, 400);
    const event = parsed.data;
    const at = Date.parse(event.timestamp);
    if (Date.now() - at > MAX_AGE_MS || at - Date.now() > MAX_AHEAD_MS)
      return c.json({ error: 'The event is too old (or dated ahead of this server): it is not handled.' }, 400);
    const kept = state.token();
    if (!opts.config.NOTION_WEBHOOK_TOKEN && kept && !kept.confirmedAt)
      await state.setToken({ ...kept, confirmedAt: new Date().toISOString() });
    const handled = isHandled(event.type);
    const first = await state.addEvent({
      id: event.id,
      type: event.type,
      entityId: event.entity.id,
      at: event.timestamp,
      receivedAt: new Date().toISOString(),
      status: handled ? 'queued' : 'ignored',
      ...(handled ? {} : { outcome: 'An event the blog does not act on' }),
    });
    if (!first) return c.json({ received: true, duplicate: true });
    if (handled) (await opts.publisher).enqueue({ id: event.id, type: event.type, entityId: event.entity.id, receivedAt: Date.now() });
    return c.json({ received: true });
  });
}

/** the one-time verification request: its token is kept unless pinned, or one already proved itself */
async function handshake(c: Context, token: string, config: Config, state: WebhookState) {
  if (config.NOTION_WEBHOOK_TOKEN) {
    log('warn', 'notion webhook handshake ignored', { reason: 'NOTION_WEBHOOK_TOKEN pins the token' });
  } else if (state.token()?.confirmedAt) {
    log('warn', 'notion webhook handshake ignored', {
      reason: 'a token is kept and confirmed by a signed event; forget it on /admin to take a new one',
    });
  } else {
    await state.setToken({ value: token, receivedAt: new Date().toISOString() });
    log('info', 'notion webhook verification token received', { hint: 'copy it from /admin into the subscription in Notion' });
  }
  return c.json({ received: true });
}

/** the admin page's Notion card: what the webhook knows, the auto-publish switch, forgetting the token */
export function registerNotionAdminRoutes(app: Hono, opts: NotionWebhookOptions): void {
  const status = async (): Promise<NotionWebhookStatus> => {
    const state = await opts.state;
    const kept = state.token();
    const pinned = opts.config.NOTION_AUTO_PUBLISH;
    const target = opts.config.SITE_DEPLOY_TARGET;
    return {
      path: NOTION_WEBHOOK_PATH,
      token: opts.config.NOTION_WEBHOOK_TOKEN ? { source: 'env' } : kept ? { source: 'handshake', ...kept } : null,
      autoPublish: { on: (await opts.publisher).autoPublish(), pinned: pinned !== undefined, ...(target ? { target } : {}) },
      events: state.events(),
    };
  };
  app.get(ADMIN_NOTION_PATH, async (c) => c.json(await status()));
  app.post(ADMIN_NOTION_AUTO_PUBLISH_PATH, async (c) => {
    if (opts.config.NOTION_AUTO_PUBLISH !== undefined)
      return c.json({ error: 'NOTION_AUTO_PUBLISH is set on the server: change it there.' }, 409);
    if (!opts.config.SITE_DEPLOY_TARGET)
      return c.json({ error: 'Auto-publish needs a deploy target: set SITE_DEPLOY_TARGET=s3://BUCKET[/PREFIX] on the server.' }, 409);
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const body = autoPublishSchema.safeParse(read.body);
    if (!body.success) return c.json({ error: 'Send {"on": true} or {"on": false}.' }, 400);
    await (await opts.state).setAutoPublish(body.data.on);
    log('info', 'notion auto-publish switched', { on: body.data.on });
    return c.json(await status());
  });
  app.post(ADMIN_NOTION_FORGET_TOKEN_PATH, async (c) => {
    if (opts.config.NOTION_WEBHOOK_TOKEN) return c.json({ error: 'NOTION_WEBHOOK_TOKEN is set on the server: change it there.' }, 409);
    await (await opts.state).setToken(undefined);
    log('info', 'notion webhook token forgotten', { hint: 'the next verification request is kept' });
    return c.json(await status());
  });
}
