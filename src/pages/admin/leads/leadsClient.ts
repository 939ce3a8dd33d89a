import { errorOf, send } from '../../../lib/api';
import { retryDeliveryPath } from '../../../shared/leads/deliveries';
import {
  type InboxDetail,
  type InboxItemKind,
  type InboxPage,
  type InboxQuery,
  inboxItemPath,
  LEADS_API_PATH,
  LEADS_CSV_PATH,
} from '../../../shared/leads/inbox';
import { ERASE_PATH, ERASURES_PATH, type ErasureRecord, PERSON_PATH, type PersonData } from '../../../shared/leads/person';
import { TokenRefusedError } from '../adminClient';
import { saveBlob } from '../saveBlob';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
export const REFUSED = 'The admin token was refused: enter it again.';

/** the query string of the inbox's filters (and page), without the empty ones */
export function inboxSearch(q: InboxQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** a GET with the token: 401 throws TokenRefusedError, another failure ApiError */
async function authorized(path: string, token: string): Promise<Response> {
  const res = await send(path, { headers: auth(token), cache: 'no-store' });
  if (res.status === 401) throw new TokenRefusedError(REFUSED);
  if (!res.ok) throw await errorOf(res);
  return res;
}

/** a write with the token and a JSON body */
export async function authorizedWrite(path: string, token: string, data: unknown, method = 'POST'): Promise<Response> {
  const res = await send(path, { method, data, headers: auth(token) });
  if (res.status === 401) throw new TokenRefusedError(REFUSED);
  if (!res.ok) throw await errorOf(res);
  return res;
}

/** a GET of the admin API answered with JSON */
export async function authorizedGet<T>(path: string, token: string): Promise<T> {
  return (await (await authorized(path, token)).json()) as T;
}

export async function fetchInbox(q: InboxQuery, token: string): Promise<InboxPage> {
  return (await (await authorized(`${LEADS_API_PATH}${inboxSearch(q)}`, token)).json()) as InboxPage;
}

export async function fetchDetail(kind: InboxItemKind, id: string, token: string): Promise<InboxDetail> {
  return (await (await authorized(inboxItemPath(kind, id), token)).json()) as InboxDetail;
}

/** the file name the server gave (Content-Disposition), or the fallback */
const fileNameOf = (res: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** saves a fetched body as a file (the request needs the token, so a plain link cannot fetch it) */
export async function saveResponse(res: Response, fallback: string): Promise<void> {
  saveBlob(await res.blob(), fileNameOf(res, fallback));
}

/** downloads the CSV of exactly these filters (the server streams it; the browser saves it when complete) */
export async function downloadCsv(q: InboxQuery, token: string): Promise<void> {
  const { form, since, until, q: words } = q;
  await saveResponse(await authorized(`${LEADS_CSV_PATH}${inboxSearch({ form, since, until, q: words })}`, token), 'leads.csv');
}

/** a failing or given-up message due again now */
export async function retryDelivery(id: string, token: string): Promise<void> {
  await authorizedWrite(retryDeliveryPath(id), token, undefined);
}

/** everything held on one address (POST: the address stays out of URLs) */
export async function fetchPerson(email: string, token: string): Promise<PersonData> {
  return (await (await authorizedWrite(PERSON_PATH, token, { email })).json()) as PersonData;
}

export async function erasePerson(email: string, token: string): Promise<ErasureRecord> {
  return (await (await authorizedWrite(ERASE_PATH, token, { email, confirm: true })).json()) as ErasureRecord;
}

export async function fetchErasures(token: string): Promise<ErasureRecord[]> {
  return ((await (await authorized(ERASURES_PATH, token)).json()) as { erasures: ErasureRecord[] }).erasures;
}

/** saves the export document as a JSON file (named by date, not by address: file names end up in lists and histories) */
export function saveJson(data: unknown, name: string): void {
  saveBlob(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }), name);
}
