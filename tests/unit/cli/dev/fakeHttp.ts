/** a request and a response for the dev server's parts, without a socket: what was written, and 'close' on demand */
import { EventEmitter } from 'node:events';

export function fakeRequest(url = '/', headers: Record<string, string | undefined> = {}, method = 'GET') {
  return Object.assign(new EventEmitter(), { url, method, headers });
}

export function fakeResponse() {
  const chunks: string[] = [];
  const res = Object.assign(new EventEmitter(), {
    status: 0,
    headers: {} as Record<string, unknown>,
    ended: false,
    headersSent: false,
    writeHead(status: number, headers: Record<string, unknown> = {}) {
      res.status = status;
      res.headers = { ...res.headers, ...headers };
      res.headersSent = true;
      return res;
    },
    setHeader(name: string, value: unknown) {
      res.headers[name] = value;
    },
    write(chunk: string | Uint8Array) {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return true;
    },
    end(chunk?: string | Uint8Array) {
      if (chunk !== undefined) res.write(chunk);
      res.ended = true;
      return res;
    },
    text: () => chunks.join(''),
  });
  return res;
}
