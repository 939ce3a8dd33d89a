import { errorOf, send } from '../../lib/api';
import {
  ADMIN_NOTION_AUTO_PUBLISH_PATH,
  ADMIN_NOTION_FORGET_TOKEN_PATH,
  ADMIN_NOTION_PATH,
  type NotionWebhookStatus,
} from '../../shared/notionWebhook';
import { TokenRefusedError } from './adminClient';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function answer(res: Response): Promise<NotionWebhookStatus> {
  if (res.status === 401) throw new TokenRefusedError('The admin token was refused: enter it again.');
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as NotionWebhookStatus;
}

/** what the Notion webhook knows; null when the blog does not come from Notion (the server answers 204) */
export async function fetchNotionStatus(token: string): Promise<NotionWebhookStatus | null> {
  const res = await send(ADMIN_NOTION_PATH, { headers: auth(token), cache: 'no-store' });
  return res.status === 204 ? null : answer(res);
}

/** turns publish on edit on or off (the server refuses when NOTION_AUTO_PUBLISH pins it, or there is no deploy target) */
export async function setNotionAutoPublish(token: string, on: boolean): Promise<NotionWebhookStatus> {
  return answer(await send(ADMIN_NOTION_AUTO_PUBLISH_PATH, { method: 'POST', headers: auth(token), data: { on } }));
}

/** forgets the kept verification token: the next handshake of a new subscription is kept */
export async function forgetNotionToken(token: string): Promise<NotionWebhookStatus> {
  return answer(await send(ADMIN_NOTION_FORGET_TOKEN_PATH, { method: 'POST', headers: auth(token) }));
}
