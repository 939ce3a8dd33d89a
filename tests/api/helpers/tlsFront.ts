/**
 * A local stand-in for the TLS proxy production puts in front of `site serve` (or for a static host): plain
 * HTTP answers 301 to the same path over HTTPS on the same host, HTTPS is answered by the handler given. The
 * certificate is made for `localhost` by openssl for each run; the Observatory's process trusts it through
 * NODE_EXTRA_CA_CERTS, so its scan sees a verified certificate as it would on the real host.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const FRONT_HOSTNAME = 'localhost';

export interface TestCertificate {
  /** PEM file the scanning process trusts */
  certFile: string;
  key: Buffer;
  cert: Buffer;
  remove(): Promise<void>;
}

/** a self-signed certificate for localhost, valid for two days */
export async function testCertificate(): Promise<TestCertificate> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'blok-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
      .concat(['-subj', `/CN=${FRONT_HOSTNAME}`, '-addext', `subjectAltName=DNS:${FRONT_HOSTNAME}`])
      .concat(['-keyout', keyFile, '-out', certFile]),
    { stdio: 'pipe' },
  );
  return {
    certFile,
    key: await readFile(keyFile),
    cert: await readFile(certFile),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface TlsFront {
  httpPort: number;
  httpsPort: number;
  close(): Promise<void>;
}

const listen = async (server: http.Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** HTTPS on one port answered by the handler, plain HTTP on another redirecting to it */
export async function startTlsFront(tls: TestCertificate, handler: Handler): Promise<TlsFront> {
  const secure = https.createServer({ key: tls.key, cert: tls.cert }, handler);
  const httpsPort = await listen(secure);
  const plain = http.createServer((req, res) => {
    res.writeHead(301, { Location: `https://${FRONT_HOSTNAME}:${httpsPort}${req.url ?? '/'}` }).end();
  });
  const httpPort = await listen(plain);
  return { httpPort, httpsPort, close: async () => void (await Promise.all([close(secure), close(plain)])) };
}

/** a handler passing each request on to a server at base, as a TLS proxy does (x-forwarded-proto: https) */
export function proxyTo(base: string, editHeaders: (headers: IncomingHttpHeaders) => void = () => {}): Handler {
  const target = new URL(base);
  return (req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        editHeaders(headers);
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
}

/** a port nothing listens on (bound, then released): HTTPS to it is refused, as on a host without TLS */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  const port = await listen(server);
  await close(server);
  return port;
}
