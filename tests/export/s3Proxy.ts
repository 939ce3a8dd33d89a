import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';

/** one request that changed the bucket, as the proxy saw it: PUT (upload or copy), DELETE, or POST ?delete (a batch) */
export interface Mutation {
  method: string;
  /** the object keys it touched: the key of a PUT or DELETE, every key of a batch delete */
  keys: string[];
  /** a copy's source key (x-amz-copy-source), without the bucket */
  copyOf?: string;
}

/** any request the proxy passed on: its method, path and query, and a copy's source */
export interface ProxiedRequest {
  method: string;
  url: string;
  copySource?: string;
}

export interface S3Proxy {
  /** http://127.0.0.1:<port>: give this to the deploy as its endpoint */
  endpoint: string;
  /** every change in the order the store finished it */
  mutations: Mutation[];
  /** every request, reads included, in the order they arrived */
  requests: ProxiedRequest[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** the object key of a path-style URL (/bucket/key) */
const keyOf = (url: string) => decodeURIComponent((url.split('?')[0] ?? '').split('/').slice(2).join('/'));

/**
 * An HTTP proxy in front of an S3-protocol server that runs the bucket's changes one at a time and calls
 * `afterChange` after each, before the client gets its answer: so whatever the client sends in parallel,
 * `afterChange` sees the bucket after every single upload, copy and delete, and nothing changes while it
 * looks. Reads pass straight through. Headers go through unchanged (the requests are signed for the
 * proxy's host, which the server checks as given).
 */
export async function startS3Proxy(upstream: string, afterChange: (m: Mutation) => Promise<void> = async () => {}): Promise<S3Proxy> {
  const target = new URL(upstream);
  const mutations: Mutation[] = [];
  const requests: ProxiedRequest[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const forward = (req: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const up = httpRequest(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        async (res) => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: await readBody(res) }),
      );
      up.on('error', reject);
      up.end(body);
    });

  const server: Server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const source = req.headers['x-amz-copy-source'];
      requests.push({ method: req.method ?? '', url: req.url ?? '', ...(typeof source === 'string' ? { copySource: source } : {}) });
      const changes = req.method === 'PUT' || req.method === 'DELETE' || (req.method === 'POST' && /[?&]delete(=|&|$)/.test(req.url ?? ''));
      const run = async () => {
        const answer = await forward(req, body);
        if (changes && answer.status < 300) {
          const copy = req.headers['x-amz-copy-source'];
          const keys =
            req.method === 'POST'
              ? [...body.toString().matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
                  (m[1] ?? '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
                )
              : [keyOf(req.url ?? '')];
          const m: Mutation = {
            method: req.method ?? '',
            keys,
            ...(typeof copy === 'string' ? { copyOf: decodeURIComponent(copy).split('/').slice(1).join('/') } : {}),
          };
          mutations.push(m);
          await afterChange(m);
        }
        return answer;
      };
      // changes one at a time, each checked before the next starts; reads at once
      let answer: Promise<Awaited<ReturnType<typeof forward>>>;
      if (changes) {
        answer = queue.then(run, run);
        queue = answer;
      } else answer = run();
      const { status, headers, body: out } = await answer;
      res.writeHead(status, headers);
      res.end(out);
    } catch (err) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    mutations,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
