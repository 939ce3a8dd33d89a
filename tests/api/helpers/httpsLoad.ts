import https from 'node:https';

/** one answer (or failure) seen by the load */
export interface Exchange {
  n: number;
  /** the HTTP status, or 0 when the connection failed before an answer */
  status: number;
  body: string;
  /** the lead's e-mail address (a lead load), which is how it is found in the database */
  email?: string;
  started: number;
  ended: number;
  error?: string;
  /** the answer said it repeated the first answer to its Idempotency-Key (Idempotent-Replayed: true) */
  replayed?: boolean;
  /** the browser's one retry of a failed submission, with the same key (a lead load with `retry`) */
  retry?: Exchange;
}

/** an HTTPS client with keep-alive connections to one address (nginx on loopback, a certificate the test made) */
export function httpsClient(opts: { port: number; ca: Buffer; servername: string; maxSockets: number }) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: opts.maxSockets, ca: opts.ca, servername: opts.servername });
  const request = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; body: string; replayed: boolean }>((resolve, reject) => {
      const req = https.request(
        { host: '127.0.0.1', port: opts.port, method, path, headers, agent, servername: opts.servername },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (d: Buffer) => chunks.push(d));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              replayed: res.headers['idempotent-replayed'] === 'true',
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  /** one exchange, recorded whatever happens */
  const exchange = async (n: number, method: string, path: string, headers: Record<string, string> = {}, body?: string) => {
    const started = Date.now();
    try {
      const res = await request(method, path, headers, body);
      return { n, status: res.status, body: res.body, started, ended: Date.now(), ...(res.replayed ? { replayed: true } : {}) };
    } catch (err) {
      return { n, status: 0, body: '', started, ended: Date.now(), error: (err as Error).message };
    }
  };
  return { exchange, close: () => agent.destroy() };
}

let visitor = 0;

/** a different visitor address for every form post of the run (the form limits count per address) */
export function nextVisitor(): string {
  visitor++;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

export type HttpsClient = ReturnType<typeof httpsClient>;

/** the answers after which the browser's form tries once more with the same Idempotency-Key (src/lib/formPost.ts) */
const RETRIED = new Set([0, 502, 503]);

/** the exchange that decided a submission: its retry when there was one */
export const finalExchange = (x: Exchange): Exchange => x.retry ?? x;

/**
 * A steady lead load: `concurrency` visitors, each posting a lead, then pausing `pauseMs`, until
 * stopped. Each lead has its own e-mail address `<tag>-<n>@load.example` and visitor address. With
 * `retry`, each lead carries an Idempotency-Key and is sent once more with it after a network error or
 * a 502/503, one second later, as the site's forms do.
 */
export function leadLoad(client: HttpsClient, opts: { tag: string; concurrency: number; pauseMs: number; retry?: boolean }) {
  const exchanges: Exchange[] = [];
  let stopped = false;
  let n = 0;
  const visitorLoop = async () => {
    while (!stopped) {
      const i = n++;
      const email = `${opts.tag}-${i}@load.example`;
      const body = JSON.stringify({
        name: `Load ${opts.tag} ${i}`,
        email,
        companySize: 'Unknown',
        message: 'steady load',
        formType: 'contact',
        marketingConsent: false,
      });
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': nextVisitor() };
      if (opts.retry) headers['Idempotency-Key'] = `"${crypto.randomUUID()}"`;
      const x: Exchange = { ...(await client.exchange(i, 'POST', '/api/leads', headers, body)), email };
      if (opts.retry && RETRIED.has(x.status)) {
        await new Promise((r) => setTimeout(r, 1_000));
        x.retry = { ...(await client.exchange(i, 'POST', '/api/leads', headers, body)), email };
      }
      exchanges.push(x);
      await new Promise((r) => setTimeout(r, opts.pauseMs));
    }
  };
  const loops = Array.from({ length: opts.concurrency }, visitorLoop);
  return {
    exchanges,
    async stop(): Promise<Exchange[]> {
      stopped = true;
      await Promise.all(loops);
      return exchanges;
    },
  };
}

/** how many answers of each status (0: no answer) */
export function statusCounts(exchanges: Exchange[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const x of exchanges) counts[x.status] = (counts[x.status] ?? 0) + 1;
  return counts;
}
