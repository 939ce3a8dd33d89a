import { type ApiError, errorOf, send } from '../../lib/api';
import {
  ADMIN_LIVE_PATH,
  ADMIN_STATUS_PATH,
  type AdminLive,
  type AdminStatus,
  downloadPath,
  type GenerationResult,
} from '../../shared/adminActions';
import { saveBlob } from './saveBlob';

/** the token lives for this browser session only */
const TOKEN_KEY = 'blok-admin-token';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // storage blocked: the token is kept in memory for this page view
  }
}

export function clearToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored
  }
}

/** the server refused the token (401) */
export class TokenRefusedError extends Error {
  override name = 'TokenRefusedError';
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

function isResult(body: unknown): body is GenerationResult {
  const b = body as Partial<GenerationResult> | null;
  return Boolean(b && typeof b.success === 'boolean' && typeof b.stats === 'object' && b.stats !== null && Array.isArray(b.stats.errors));
}

/** a failure the server described with no stats (or not at all) */
export function failedResult(message: string): GenerationResult {
  return { success: false, message, stats: { successCount: 0, errorCount: 0, outputDirectory: '', errors: [] } };
}

/**
 * POSTs an admin action (no body) and answers its result; a failing answer is read for its message,
 * and the spec's default message stands in when there is none (or the server cannot be reached)
 */
export async function runAdminAction(path: string, token: string, fallback: string): Promise<GenerationResult> {
  let res: Response;
  try {
    res = await send(path, { method: 'POST', headers: auth(token) });
  } catch {
    return failedResult(fallback);
  }
  if (res.status === 401) throw new TokenRefusedError('The admin token was refused: enter it again.');
  const body: unknown = await res.json().catch(() => null);
  if (isResult(body)) return res.ok ? body : { ...body, success: false, message: body.message || fallback };
  const message = (body as { message?: unknown } | null)?.message;
  return failedResult(typeof message === 'string' && message ? message : fallback);
}

/**
 * a failed answer as the spec's shared client words it: the status code, a colon, and the response
 * text (the `message` of a JSON answer, else the raw text, else the status text)
 */
export function adminErrorText(err: ApiError): string {
  return `${err.status}: ${err.serverMessage ?? (err.body.trim() || err.statusText)}`;
}

/** checks the token and reads which zips exist */
export async function fetchStatus(token: string): Promise<AdminStatus> {
  const res = await send(ADMIN_STATUS_PATH, { headers: auth(token) });
  if (res.status === 401)
    throw new TokenRefusedError('That token was refused. Use ADMIN_TOKEN, or the token in data/admin-token on the server.');
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as AdminStatus;
}

/** what is live: the history, the export, the bucket's deploy and the posts that differ from the export */
export async function fetchLive(token: string): Promise<AdminLive> {
  const res = await send(ADMIN_LIVE_PATH, { headers: auth(token) });
  if (res.status === 401) throw new TokenRefusedError('The admin token was refused: enter it again.');
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as AdminLive;
}

/** downloads a produced zip: the GET needs the token, so the bytes are fetched and saved from memory */
export async function downloadZip(name: string, token: string): Promise<void> {
  const res = await send(downloadPath(name), { headers: auth(token) });
  if (res.status === 401) throw new TokenRefusedError('The admin token was refused: enter it again.');
  if (!res.ok) throw await errorOf(res);
  saveBlob(await res.blob(), name);
}
