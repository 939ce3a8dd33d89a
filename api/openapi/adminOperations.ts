/**
 * The admin calls under /api/admin/*: registered only with ADMIN_ENABLED (the publisher), each needing
 * `Authorization: Bearer <ADMIN_TOKEN>`. A public instance has none of them, and its document names
 * none. Declare a new admin route here, with the schemas it validates with.
 */
import {
  ADMIN_ACTIONS,
  ADMIN_DOWNLOAD_PATH,
  ADMIN_LIVE_PATH,
  ADMIN_STATUS_PATH,
  PUBLISH_ACTION,
  REGENERATE_CHANGED_ACTION,
  ROLLBACK_ACTION,
} from '../../src/shared/adminActions';
import { DELIVERIES_PATH, failedDeliveriesSchema, retryResultSchema } from '../../src/shared/leads/deliveries';
import { inboxDetailSchema, inboxPageSchema, inboxQuerySchema, LEADS_API_PATH, LEADS_CSV_PATH } from '../../src/shared/leads/inbox';
import {
  ERASE_PATH,
  ERASURES_PATH,
  eraseRequestSchema,
  erasureListSchema,
  erasureResultSchema,
  PERSON_PATH,
  personDataSchema,
  personRequestSchema,
} from '../../src/shared/leads/person';
import { RETENTION_PATH, retentionStatusSchema } from '../../src/shared/leads/retention';
import { ADMIN_NOTION_AUTO_PUBLISH_PATH, ADMIN_NOTION_FORGET_TOKEN_PATH, ADMIN_NOTION_PATH } from '../../src/shared/notionWebhook';
import { autoPublishSchema } from '../routes/notionWebhook';
import { type ApiOperation, type ApiResponse, error, named } from './operation';
import { adminLiveSchema, adminRefusalSchema, adminStatusSchema, generationResultSchema, notionStatusSchema } from './schemas';

const refusal = named('AdminRefusal', adminRefusalSchema, 'An admin call refused before it ran.');
const result = named('GenerationResult', generationResultSchema, 'What an export, regeneration, publish or rollback did.');

/** every admin call can be refused for its token */
const authRefusals: Record<number, ApiResponse> = {
  401: { description: 'No admin token, or a wrong one.', json: refusal, headers: ['WWW-Authenticate'] },
  429: { description: 'Too many wrong tokens from this network: wait.', json: refusal, headers: ['Retry-After'] },
};

/** an action that runs the exporter (or the deploy) and answers its result, success or not */
const action = (path: string, operationId: string, summary: string, description: string, slug = false): ApiOperation => ({
  method: 'post',
  path: slug ? `${path}/:slug` : path,
  operationId,
  tag: 'Admin',
  summary,
  description: `${description} The answer is the result either way; its status says how it ended.`,
  admin: true,
  ...(slug ? { pathParams: { slug: "The post's slug." } } : {}),
  responses: {
    200: { description: 'Done.', json: result },
    400: { description: 'The slug is not a safe post slug: nothing was read or written.', json: result },
    404: { description: 'No such post, or (Publish, Roll back) no deploy target is configured.', json: result },
    409: { description: 'Another export is running, or there is no export to update yet.', json: result },
    500: { description: 'The export failed: the message says why; the live export is unchanged.', json: result },
    502: { description: 'The object storage refused or failed during a publish or rollback.', json: result },
    503: { description: 'The database of the shared export lock cannot be reached.', json: result, headers: ['Retry-After'] },
    ...authRefusals,
  },
});

/** what an admin call with a JSON body can be refused with, besides its own validation */
const bodyRefusals = (what: string): Record<number, ApiResponse> => ({
  400: error(`The ${what} is invalid (\`fields\` names the refused field), or the body is not a JSON object.`),
  413: error('The body is larger than 16 KB.'),
  415: error('The body is not sent as `Content-Type: application/json`.'),
});

const storeDown = error('The lead store cannot be reached just now.', ['Retry-After']);
const inboxRefused = error('A filter is invalid (`fields` names it), or the page position was not given by this server.');

export const adminOperations: ApiOperation[] = [
  action(ADMIN_ACTIONS.blog.path, 'generateBlog', ADMIN_ACTIONS.blog.label, 'Renders the blog pages into the export.'),
  action(ADMIN_ACTIONS.site.path, 'generateSite', ADMIN_ACTIONS.site.label, 'Exports the whole site.'),
  action(ADMIN_ACTIONS.zip.path, 'createZip', ADMIN_ACTIONS.zip.label, 'Zips the export into site.zip.'),
  action(ADMIN_ACTIONS.complete.path, 'createCompleteSite', ADMIN_ACTIONS.complete.label, 'Exports the site, then zips it.'),
  action(ADMIN_ACTIONS.replit.path, 'createReplitExport', ADMIN_ACTIONS.replit.label, 'Writes replit-export.zip.'),
  action(ADMIN_ACTIONS.regenerate.path, 'regeneratePost', 'Regenerate one post', 'Renders one post into the export.', true),
  action(
    REGENERATE_CHANGED_ACTION.path,
    'regenerateChanged',
    REGENERATE_CHANGED_ACTION.label,
    'Renders every post changed since the export.',
  ),
  action(PUBLISH_ACTION.path, 'publish', PUBLISH_ACTION.label, 'Exports, then deploys to SITE_DEPLOY_TARGET.'),
  action(ROLLBACK_ACTION.path, 'rollback', ROLLBACK_ACTION.label, 'Puts the deploy before the live one back.'),
  {
    method: 'get',
    path: ADMIN_STATUS_PATH,
    operationId: 'getAdminStatus',
    tag: 'Admin',
    summary: 'Whether an export exists, and which zips can be downloaded',
    admin: true,
    responses: { 200: { description: 'The status.', json: named('AdminStatus', adminStatusSchema) }, ...authRefusals },
  },
  {
    method: 'get',
    path: ADMIN_LIVE_PATH,
    operationId: 'getAdminLive',
    tag: 'Admin',
    summary: 'What is live',
    description: 'The history of exports and publishes, the export served, the live deploy, and the posts that differ from the export.',
    admin: true,
    responses: { 200: { description: 'What is live.', json: named('AdminLive', adminLiveSchema) }, ...authRefusals },
  },
  {
    method: 'get',
    path: `${ADMIN_DOWNLOAD_PATH}/:file`,
    operationId: 'downloadZip',
    tag: 'Admin',
    summary: 'Download a zip',
    admin: true,
    pathParams: { file: '`site.zip` or `replit-export.zip`.' },
    responses: {
      200: { description: 'The zip.', media: ['application/zip'], headers: ['Content-Disposition'] },
      404: { description: 'That zip was not created yet (or is not one of the two).', json: refusal },
      ...authRefusals,
    },
  },
  {
    method: 'get',
    path: LEADS_API_PATH,
    operationId: 'listLeads',
    tag: 'Leads inbox',
    summary: 'A page of leads and sign-ups',
    description: 'Newest first, filtered; `older` and `newer` are the positions of the next pages.',
    admin: true,
    query: inboxQuerySchema,
    responses: {
      200: { description: 'A page.', json: named('InboxPage', inboxPageSchema) },
      400: inboxRefused,
      503: storeDown,
      ...authRefusals,
    },
  },
  {
    method: 'get',
    path: LEADS_CSV_PATH,
    operationId: 'exportLeadsCsv',
    tag: 'Leads inbox',
    summary: 'The filtered leads as CSV',
    description: 'Every row matching the filters (the page parameters aside), streamed.',
    admin: true,
    query: inboxQuerySchema,
    responses: {
      200: { description: 'The CSV file.', media: ['text/csv; charset=utf-8'], headers: ['Content-Disposition'] },
      400: inboxRefused,
      503: storeDown,
      ...authRefusals,
    },
  },
  ...(['lead', 'newsletter'] as const).map(
    (kind): ApiOperation => ({
      method: 'get',
      path: `${LEADS_API_PATH}/${kind}/:id`,
      operationId: kind === 'lead' ? 'getLead' : 'getSubscriber',
      tag: 'Leads inbox',
      summary: kind === 'lead' ? 'One lead, with its deliveries' : 'One newsletter sign-up',
      admin: true,
      pathParams: { id: 'The row’s id.' },
      responses: {
        200: { description: 'The row.', json: named('InboxDetail', inboxDetailSchema) },
        404: error('No row with that id (it may have been erased).'),
        503: storeDown,
        ...authRefusals,
      },
    }),
  ),
  {
    method: 'get',
    path: DELIVERIES_PATH,
    operationId: 'listFailedDeliveries',
    tag: 'Leads inbox',
    summary: 'The notifications and CRM deliveries that failed',
    description: 'Failing or given-up outbox messages, newest first (the newest 50, and how many there are).',
    admin: true,
    responses: {
      200: { description: 'The failed messages.', json: named('FailedDeliveries', failedDeliveriesSchema) },
      503: storeDown,
      ...authRefusals,
    },
  },
  {
    method: 'post',
    path: `${DELIVERIES_PATH}/:id/retry`,
    operationId: 'retryDelivery',
    tag: 'Leads inbox',
    summary: 'Retry a failed message now',
    description: 'The message is due again at once (a CRM delivery gets a new 3-day window).',
    admin: true,
    pathParams: { id: 'The outbox message’s id.' },
    responses: {
      200: { description: 'Due again.', json: named('RetryResult', retryResultSchema) },
      404: error('No such message waiting: it was sent, erased, or is being sent right now.'),
      503: storeDown,
      ...authRefusals,
    },
  },
  {
    method: 'get',
    path: RETENTION_PATH,
    operationId: 'getLeadsRetention',
    tag: 'Leads inbox',
    summary: 'How long leads are kept, and the last deletion run',
    admin: true,
    responses: {
      200: { description: 'LEADS_RETENTION_DAYS and the last run.', json: named('RetentionStatus', retentionStatusSchema) },
      503: storeDown,
      ...authRefusals,
    },
  },
  {
    method: 'post',
    path: PERSON_PATH,
    operationId: 'findPerson',
    tag: 'Leads inbox',
    summary: "One person's data, as one document",
    description:
      'Everything held on an e-mail address (leads, sign-up, notifications, earlier erasures). The address travels in the body, never in a URL.',
    admin: true,
    body: { description: 'The address to look up.', json: named('PersonRequest', personRequestSchema), required: true },
    responses: {
      200: { description: 'The data.', json: named('PersonData', personDataSchema) },
      ...bodyRefusals('address'),
      503: storeDown,
      ...authRefusals,
    },
  },
  {
    method: 'post',
    path: ERASE_PATH,
    operationId: 'erasePerson',
    tag: 'Leads inbox',
    summary: "Erase one person's data",
    description: 'Deletes every lead, sign-up, notification and .eml file of the address, and keeps a record without it.',
    admin: true,
    body: { description: 'The address, and `confirm: true`.', json: named('EraseRequest', eraseRequestSchema), required: true },
    responses: {
      200: { description: 'Erased: what went, per store.', json: named('ErasureRecord', erasureResultSchema) },
      ...bodyRefusals('request'),
      409: error('Another erasure is running.', ['Retry-After']),
      503: storeDown,
      ...authRefusals,
    },
  },
  {
    method: 'get',
    path: ERASURES_PATH,
    operationId: 'listErasures',
    tag: 'Leads inbox',
    summary: 'The newest erasure records',
    admin: true,
    responses: {
      200: { description: 'The last 50 erasures.', json: named('ErasureList', erasureListSchema) },
      503: storeDown,
      ...authRefusals,
    },
  },
  {
    method: 'get',
    path: ADMIN_NOTION_PATH,
    operationId: 'getNotionWebhook',
    tag: 'Notion',
    summary: "The Notion webhook's state",
    description: 'The verification token, the auto-publish switch and the last events; 204 when the blog does not come from Notion.',
    admin: true,
    responses: {
      200: { description: 'The state.', json: named('NotionWebhookStatus', notionStatusSchema) },
      204: { description: 'The blog does not come from Notion: there is no webhook.' },
      ...authRefusals,
    },
  },
  {
    method: 'post',
    path: ADMIN_NOTION_AUTO_PUBLISH_PATH,
    operationId: 'setNotionAutoPublish',
    tag: 'Notion',
    summary: 'Turn auto-publish on or off',
    description: 'Whether an edit in Notion is deployed to SITE_DEPLOY_TARGET once the export is updated.',
    admin: true,
    body: { description: 'The switch.', json: named('AutoPublish', autoPublishSchema), required: true },
    responses: {
      200: { description: 'The new state.', json: named('NotionWebhookStatus', notionStatusSchema) },
      ...bodyRefusals('switch (`{"on": true}` or `{"on": false}`)'),
      409: error('NOTION_AUTO_PUBLISH pins the switch, or there is no deploy target.'),
      ...authRefusals,
    },
  },
  {
    method: 'post',
    path: ADMIN_NOTION_FORGET_TOKEN_PATH,
    operationId: 'forgetNotionToken',
    tag: 'Notion',
    summary: 'Forget the verification token',
    description: 'The next verification request from Notion is kept.',
    admin: true,
    responses: {
      200: { description: 'The new state.', json: named('NotionWebhookStatus', notionStatusSchema) },
      409: error('NOTION_WEBHOOK_TOKEN pins the token.'),
      ...authRefusals,
    },
  },
];
