import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** when the peer accepted it (epoch ms) */
  at: number;
}

/** a free loopback port (closed again, so a peer can be started on it later) */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** a real SMTP peer on loopback that keeps what it receives; `failWith` makes it refuse messages, `delayMs` slow */
export async function startSmtpPeer(port: number) {
  const received: ReceivedMail[] = [];
  const state = { failWith: null as null | { code: number; message: string }, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // do not wait 30 s for the site's pooled connection when a test ends
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        // a slow server: each message is accepted only after this long
        if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
        if (state.failWith) {
          const err = Object.assign(new Error(state.failWith.message), { responseCode: state.failWith.code });
          callback(err);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
