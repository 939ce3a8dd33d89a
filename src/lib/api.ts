/** The browser's one HTTP client for /api: JSON in and out, cookies included. */

/** a non-OK answer; message is 'STATUS: body' (or 'STATUS: statusText' when the body is empty) */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`);
}

/** sends a write (or any request) with a JSON body when one is given */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** a read: GET the path, answer the JSON body; with on401 'returnNull' a 401 gives null instead of an error */
export async function getJson<T>(url: string, opts: { on401?: 'throw' | 'returnNull' } = {}): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (opts.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}
