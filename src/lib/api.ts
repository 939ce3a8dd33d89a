/** The browser's one HTTP client for /api: JSON in and out, cookies included. */

/** a non-OK answer; message is 'STATUS: body' (or 'STATUS: statusText' when the body is empty) */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** the answer's text */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.statusText = statusText;
  }

  readonly statusText: string;

  /** the `message` (or `error`) of a JSON answer, when it has one */
  get serverMessage(): string | undefined {
    try {
      const m = (JSON.parse(this.body) as { message?: unknown; error?: unknown } | null) ?? {};
      const found = typeof m.message === 'string' ? m.message : typeof m.error === 'string' ? m.error : '';
      return found || undefined;
    } catch {
      return undefined;
    }
  }
}

export interface SendOptions {
  method?: string;
  /** sent as JSON */
  data?: unknown;
  headers?: Record<string, string>;
  /** the browser cache's part ('no-store': always from the server) */
  cache?: RequestCache;
}

/** sends a request (a JSON body when data is given, credentials included) and answers the response as it is */
export function send(url: string, { method = 'GET', data, headers = {}, cache }: SendOptions = {}): Promise<Response> {
  return fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    ...(cache ? { cache } : {}),
  });
}

/** the ApiError of a non-OK answer */
export async function errorOf(res: Response): Promise<ApiError> {
  return new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
}

/** sends a write (or any request) with a JSON body when one is given; a non-OK answer throws ApiError */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await send(url, { method, data });
  if (!res.ok) throw await errorOf(res);
  return res;
}

/** a read: GET the path, answer the JSON body; with on401 'returnNull' a 401 gives null instead of an error */
export async function getJson<T>(url: string, opts: { on401?: 'throw' | 'returnNull'; cache?: RequestCache } = {}): Promise<T | null> {
  const res = await send(url, { cache: opts.cache });
  if (opts.on401 === 'returnNull' && res.status === 401) return null;
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as T;
}
