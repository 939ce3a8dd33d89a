import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../core/config';

/** how long a client may take: its headers, its whole request, and an idle keep-alive connection */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
}

/** the timeouts of a configuration (SITE_HEADERS_TIMEOUT_MS, SITE_REQUEST_TIMEOUT_MS, SITE_KEEP_ALIVE_TIMEOUT_MS) */
export function serverTimeoutsFor(
  config: Pick<Config, 'SITE_HEADERS_TIMEOUT_MS' | 'SITE_REQUEST_TIMEOUT_MS' | 'SITE_KEEP_ALIVE_TIMEOUT_MS'>,
): ServerTimeouts {
  return {
    headersMs: config.SITE_HEADERS_TIMEOUT_MS,
    requestMs: config.SITE_REQUEST_TIMEOUT_MS,
    keepAliveMs: config.SITE_KEEP_ALIVE_TIMEOUT_MS,
  };
}

/**
 * applies the timeouts; a slow, stalled or silent client is cut off, never holding the server. `busy`
 * tells whether a request on a socket is being answered (api/connections.ts).
 *
 * Between two requests of a keep-alive connection Node's socket timeout is `keepAliveMs` (not
 * `server.timeout`), and the header and request deadlines only run while a request is being read: the
 * default keep-alive (75 s) therefore outlasts a proxy's pooled upstream connection (nginx: 60 s), so
 * the proxy always closes an idle connection first and never writes a request into one being closed.
 */
export function applyServerTimeouts(server: Server, t: ServerTimeouts, busy: (socket: Socket) => boolean): void {
  server.headersTimeout = t.headersMs;
  server.requestTimeout = Math.max(t.requestMs, t.headersMs);
  server.keepAliveTimeout = t.keepAliveMs;
  // Node checks the header and request deadlines on this interval (default 30 s, which would let a stalled
  // client linger up to that much past its deadline); it is read when the server starts listening
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    100,
    Math.min(1_000, Math.floor(t.headersMs / 4)),
  );
  // Those deadlines start with a request's first byte: a client that connects and sends nothing would be
  // kept forever. A socket idle that long with no request in progress is closed; one whose answer is
  // being prepared (a long admin export) is left alone.
  server.timeout = t.headersMs;
  server.on('timeout', (socket: Socket) => {
    if (!busy(socket)) socket.destroy();
  });
}
