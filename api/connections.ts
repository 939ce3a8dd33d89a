import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** what a drain did: connections still open at its deadline were cut */
export interface DrainResult {
  ms: number;
  /** connections closed at the deadline with a request still in progress */
  cutBusy: number;
  /** idle keep-alive connections closed at the deadline (the client had not closed them) */
  cutIdle: number;
}

/** the server's connections and the requests in progress on each, for the idle timeout and for a drain */
export interface ConnectionTracker {
  /** true when a request on this socket is being answered */
  busy(socket: Socket): boolean;
  /** true once a drain began */
  readonly draining: boolean;
  /**
   * Stops taking connections and lets the open ones finish: each request, in progress or still to
   * come on an open connection, is answered with `Connection: close`. An idle keep-alive connection is
   * left to its client (a proxy's pool) to use once more or close, unless `closeIdle` closes it now.
   * Resolves when no connection is left, or at `deadline` (epoch ms), when what is left is cut.
   */
  drain(opts: { deadline: number; closeIdle?: boolean }): Promise<DrainResult>;
}

export function trackConnections(server: Server): ConnectionTracker {
  const responses = new Map<Socket, Set<ServerResponse>>();
  let draining = false;
  let closeIdleNow = false;
  let onEmpty: (() => void) | null = null;

  server.on('connection', (socket: Socket) => {
    responses.set(socket, new Set());
    socket.once('close', () => {
      responses.delete(socket);
      if (responses.size === 0) onEmpty?.();
    });
  });
  // before the site's own handler, which may answer at once
  server.prependListener('request', (req, res: ServerResponse) => {
    const open = responses.get(req.socket);
    open?.add(res);
    // Node keeps the connection open after this answer unless told otherwise; a proxy then stops using it
    if (draining) res.shouldKeepAlive = false;
    res.once('close', () => {
      open?.delete(res);
      // with `closeIdle`, a connection whose answers went out before the drain began closes once they are done
      if (draining && closeIdleNow && open?.size === 0) req.socket.end();
    });
  });

  return {
    busy: (socket) => (responses.get(socket)?.size ?? 0) > 0,
    get draining() {
      return draining;
    },
    async drain({ deadline, closeIdle = false }) {
      const started = Date.now();
      draining = true;
      closeIdleNow = closeIdle;
      for (const [socket, open] of responses) {
        for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
        if (closeIdle && open.size === 0) socket.destroy();
      }
      // stop listening only: http.Server's own close() would also close every idle connection at once,
      // under a proxy that may be writing a request to one of them at that very moment
      if (server.listening) NetServer.prototype.close.call(server);
      if (responses.size > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
          onEmpty = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      onEmpty = null;
      let cutBusy = 0;
      let cutIdle = 0;
      for (const [socket, open] of responses) {
        if (open.size > 0) cutBusy++;
        else cutIdle++;
        socket.destroy();
      }
      return { ms: Date.now() - started, cutBusy, cutIdle };
    },
  };
}
