import net from 'node:net';

/** the first final answer read off a raw connection */
export interface RawAnswer {
  status: number;
  /** lower-case names; repeated headers joined with ', ' */
  headers: Record<string, string>;
  body: Buffer;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** decodes a chunked body; null when it is cut short */
function unchunk(data: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = data.indexOf('\r\n', at);
    if (eol < 0) return null;
    const size = Number.parseInt(data.subarray(at, eol).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size)) return null;
    if (size === 0) return Buffer.concat(parts);
    const start = eol + 2;
    if (data.length < start + size) return null;
    parts.push(data.subarray(start, start + size));
    at = start + size + 2;
  }
}

/** the first non-1xx answer in `data` (null when there is none) */
export function parseAnswer(data: Buffer, method: string): RawAnswer | null {
  let at = 0;
  for (;;) {
    const end = data.indexOf(HEADER_END, at);
    if (end < 0) return null;
    const lines = data.subarray(at, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1]);
    if (!Number.isInteger(status)) return null;
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    const rest = data.subarray(end + 4);
    if (status < 200) {
      at = end + 4;
      continue;
    }
    if (method === 'HEAD' || status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0) };
    if (/chunked/i.test(headers['transfer-encoding'] ?? '')) return { status, headers, body: unchunk(rest) ?? rest };
    const length = headers['content-length'];
    return { status, headers, body: length === undefined ? rest : rest.subarray(0, Number(length)) };
  }
}

/**
 * Writes `bytes` on a fresh connection and reads until the server closes it (send `Connection: close`).
 * `halfClose` ends the sending side right after writing, as a client whose body is cut short does.
 * Resolves with the first final answer, or null when the server closed without one; rejects when
 * nothing was closed within `timeoutMs`.
 */
export function rawExchange(
  port: number,
  bytes: Buffer,
  opts: { method: string; timeoutMs: number; halfClose?: boolean },
): Promise<RawAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (err: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (err) reject(err);
      else resolve(parseAnswer(Buffer.concat(chunks), opts.method));
    };
    const timer = setTimeout(() => finish(new Error(`no close within ${opts.timeoutMs} ms`)), opts.timeoutMs);
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
    });
    // a reset after the answer (the server closing while bytes we sent are still unread) still counts
    socket.on('error', () => finish(null));
    socket.on('end', () => finish(null));
    socket.on('close', () => finish(null));
    socket.write(bytes, () => {
      if (opts.halfClose) socket.end();
    });
  });
}

/**
 * a GET of `target` on 127.0.0.1:`port` naming `host` in its Host header (undefined: an HTTP/1.0
 * request without one, as some health checks send); the answer, or null when none came
 */
export function getWithHost(port: number, target: string, host: string | undefined): Promise<RawAnswer | null> {
  const head =
    host === undefined ? `GET ${target} HTTP/1.0\r\n\r\n` : `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
  return rawExchange(port, Buffer.from(head, 'latin1'), { method: 'GET', timeoutMs: 15_000 });
}
