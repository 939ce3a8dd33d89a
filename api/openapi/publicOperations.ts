/**
 * The public routes of /api/*: those every instance serves, ADMIN_ENABLED or not (and the Notion
 * webhook of the publisher, which Notion calls without the admin token). Declare a new public route
 * here, with the schemas it validates with; admin routes go in adminOperations.ts.
 */
import * as z from 'zod';
import { COPIED_FILE_TYPES } from '../../core/blog/images';
import { blockSchema, blogListResponseSchema, blogPostSchema, blogPostSummarySchema, richTextSchema } from '../../src/shared/blog/schema';
import { honeypotField } from '../../src/shared/forms/honeypot';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_HEADER_PATTERN } from '../../src/shared/forms/idempotencyKey';
import { leadPayloadSchema } from '../../src/shared/forms/lead';
import { newsletterSchema } from '../../src/shared/forms/newsletter';
import { NOTION_WEBHOOK_PATH } from '../../src/shared/notionWebhook';
import { READY_PATH } from '../routes/health';
import { notionEventSchema, notionHandshakeSchema } from '../routes/notionWebhook';
import { OPENAPI_PATH } from '../routes/openapi';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../routes/submission';
import { type ApiOperation, type ApiResponse, error, named } from './operation';
import { createdSchema, healthSchema, openApiDocumentSchema, readinessSchema, webhookReceivedSchema } from './schemas';

/** the components the blog's schemas are split into (named, so that the recursive blocks refer to themselves) */
export const blogComponents = [
  named('RichText', richTextSchema, 'A run of text with its annotations (Notion rich text).'),
  named('BlogBlock', blockSchema, 'A block of a post body (Notion block shapes); `children` nests blocks.'),
  named('BlogPostSummary', blogPostSummarySchema, 'A post without its body.'),
];
const blogList = named('BlogList', blogListResponseSchema, 'The published posts, newest first, without bodies.');
const blogPost = named('BlogPost', blogPostSchema, 'A published post with its body.');
const unavailable = error('The blog source cannot be read just now.');

const idempotencyKey = {
  name: IDEMPOTENCY_KEY_HEADER,
  description:
    'One key per filled form, the same on every retry of it (a UUID, quoted as a Structured Field string or bare). ' +
    'A repeat within 24 hours stores nothing and answers the first 201 again.',
  schema: z.string().regex(IDEMPOTENCY_KEY_HEADER_PATTERN),
};

/** what a form POST can be refused with, besides its own validation */
const formRefusals = (what: string): Record<number, ApiResponse> => ({
  400: error(
    `The ${what} is invalid (\`fields\` names each refused field); or the body is not a JSON object of well-formed text (UTF-8, ` +
      `no \`\\u\` escape of half a character, at most ${MAX_JSON_DEPTH} levels deep); or the Idempotency-Key is malformed.`,
  ),
  413: error(`The body is larger than ${MAX_BODY_BYTES / 1024} KB.`),
  415: error('The body is not sent as `Content-Type: application/json`.'),
  429: error('Too many submissions from this network (an IPv4 address or an IPv6 /64) in the window.', ['Retry-After']),
  503: error('The store cannot be reached: nothing was stored. Try again.', ['Retry-After']),
});

const formNotes =
  `Cross-origin calls are allowed from the site's configured origins (CORS). A body whose hidden \`${honeypotField}\` field ` +
  'is filled in (a bot) is answered 201 and not stored.';

export const publicOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/health',
    operationId: 'getHealth',
    tag: 'Health',
    summary: 'Liveness',
    description: 'Answers 200 while the process runs, whatever the `Host` (for load balancers).',
    responses: { 200: { description: 'The process answers HTTP.', json: named('Health', healthSchema) } },
  },
  {
    method: 'get',
    path: READY_PATH,
    operationId: 'getReady',
    tag: 'Health',
    summary: 'Readiness',
    description:
      'Answers 200 while this instance can take leads: 503 from the moment it begins to shut down, and while the lead store ' +
      'does not answer a trivial query within a second. Not cached; the connection is closed after the answer.',
    responses: {
      200: { description: 'Ready.', json: named('Readiness', readinessSchema) },
      503: { description: 'Shutting down, or the lead store cannot be reached.', json: named('Readiness', readinessSchema) },
    },
  },
  ...['/api/blog/posts', '/api/blog/posts.json'].map(
    (path): ApiOperation => ({
      method: 'get',
      path,
      operationId: path.endsWith('.json') ? 'listBlogPostsJson' : 'listBlogPosts',
      tag: 'Blog',
      summary: path.endsWith('.json') ? 'The published posts (the static snapshot’s name)' : 'The published posts',
      description: 'Newest first, without their bodies. Cached for 60 seconds.',
      responses: { 200: { description: 'The posts.', json: blogList }, 503: unavailable },
    }),
  ),
  {
    method: 'get',
    path: '/api/blog/posts/:slug',
    operationId: 'getBlogPost',
    tag: 'Blog',
    summary: 'One published post',
    description: 'The post with its body. `<slug>.json` answers the same, as the exported snapshots do on a static host.',
    pathParams: { slug: "The post's slug (lowercase words joined by hyphens), with or without `.json`." },
    responses: { 200: { description: 'The post.', json: blogPost }, 404: error('No published post has this slug.'), 503: unavailable },
  },
  {
    method: 'get',
    path: '/api/blog/images/:file',
    operationId: 'getBlogFile',
    tag: 'Blog',
    summary: 'A file copied from a Notion post',
    description: 'Images, PDFs, videos and audio that Notion posts hold, copied when the post was read; cached for a year (immutable).',
    pathParams: { file: 'The copied file: 20 hex digits and its extension.' },
    responses: {
      200: { description: 'The file.', media: [...new Set(Object.values(COPIED_FILE_TYPES))] },
      404: error('No such file.'),
    },
  },
  {
    method: 'post',
    path: '/api/leads',
    operationId: 'createLead',
    tag: 'Forms',
    summary: 'Send a contact, demo, trial or event lead',
    description:
      'Stores the lead with its notification e-mail, then answers; the e-mail is sent afterwards and retried until it goes. ' +
      `\`formType\` picks the form's fields. ${formNotes}`,
    headers: [idempotencyKey],
    body: { description: 'The form, one shape per `formType`.', json: named('LeadPayload', leadPayloadSchema), required: true },
    responses: {
      201: {
        description: 'Stored (or repeated: see Idempotent-Replayed).',
        json: named('Created', createdSchema),
        headers: ['Idempotent-Replayed'],
      },
      ...formRefusals('lead'),
      422: error('This Idempotency-Key was used within the last 24 hours for a different lead.'),
    },
  },
  {
    method: 'post',
    path: '/api/newsletter/subscribe',
    operationId: 'subscribeNewsletter',
    tag: 'Forms',
    summary: 'Sign up for the newsletter',
    description:
      'A repeated address answers the same way, with the first sign-up’s id, so the answer never tells whether an address ' +
      `was already on the list. ${formNotes}`,
    headers: [idempotencyKey],
    body: { description: 'The footer form.', json: named('NewsletterSignup', newsletterSchema), required: true },
    responses: { 201: { description: 'Signed up.', json: named('Created', createdSchema) }, ...formRefusals('address') },
  },
  {
    method: 'get',
    path: OPENAPI_PATH,
    operationId: 'getOpenApiDocument',
    tag: 'Document',
    summary: 'This document',
    description:
      'The OpenAPI 3.1 document of the routes this instance serves: a public instance (ADMIN_ENABLED=false) leaves the admin calls out.',
    responses: { 200: { description: 'The document.', json: named('OpenApiDocument', openApiDocumentSchema) } },
  },
  {
    method: 'post',
    path: NOTION_WEBHOOK_PATH,
    operationId: 'receiveNotionEvent',
    tag: 'Notion',
    summary: "Notion's webhook (publish on edit)",
    description:
      'Served by the publisher (ADMIN_ENABLED) when the blog comes from Notion. The one-time verification request carries ' +
      'the token to copy from /admin into Notion; every event must be signed with it (`X-Notion-Signature`). A signed ' +
      'event is answered at once and handled afterwards; a repeated event id is answered and done once.',
    headers: [
      {
        name: 'X-Notion-Signature',
        description: '`sha256=` and the HMAC-SHA256 of the raw body keyed by the verification token (absent on the verification request).',
        schema: z.string().regex(/^sha256=[0-9a-f]{64}$/),
      },
    ],
    body: {
      description: 'The verification request, or an event.',
      json: named(
        'NotionWebhookBody',
        z.union([notionHandshakeSchema, notionEventSchema]),
        'The verification request (`verification_token` alone) or a signed event.',
      ),
      required: true,
    },
    responses: {
      200: { description: 'Received.', json: named('WebhookReceived', webhookReceivedSchema) },
      400: error('A signed body that is not an event, or an event older than 48 hours (or dated ahead of this server).'),
      401: error('The signature is missing or does not match.'),
      413: error('The body is larger than 64 KB.'),
    },
  },
];
