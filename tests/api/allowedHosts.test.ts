/**
 * `site serve` with ALLOWED_HOSTS answers only the names listed (and a load balancer's health checks
 * whatever their Host); without it, any name. A real `site serve` process, asked over raw connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWithHost, rawExchange } from './helpers/rawHttp';
import { type SiteProcess, startSiteProcess } from './helpers/siteProcess';

let listed: SiteProcess;
let open: SiteProcess;

beforeAll(async () => {
  [listed, open] = await Promise.all([startSiteProcess({ ALLOWED_HOSTS: 'www.example.com, .example.org' }), startSiteProcess()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([listed?.stop(), open?.stop()]);
});

const status = async (site: SiteProcess, target: string, host: string | undefined) => (await getWithHost(site.port, target, host))?.status;

describe('site serve with ALLOWED_HOSTS', () => {
  it('answers the names listed, whatever their case, port or final dot, and the names under a listed domain', async () => {
    for (const host of ['www.example.com', 'WWW.Example.COM.:443', 'example.org', 'shop.example.org:8080'])
      for (const target of ['/', '/api/blog/posts']) expect(await status(listed, target, host), `${host} ${target}`).toBe(200);
  });

  it('answers 403 to any other Host, and to a request without one', async () => {
    for (const host of [`127.0.0.1:${listed.port}`, 'attacker.example', 'www.example.com.attacker.example', 'example.com', undefined])
      for (const target of ['/', '/about', '/api/blog/posts', '/api/nope'])
        expect(await status(listed, target, host), `${host} ${target}`).toBe(403);
    const refused = await getWithHost(listed.port, '/', 'attacker.example');
    expect(refused?.body.toString()).toBe('This server does not answer for the host "attacker.example".\n');
    expect(refused?.headers['content-type']).toBe('text/plain; charset=utf-8');
    // a refused form post is answered, not reset, though its body was not read
    const body = JSON.stringify({ name: 'x'.repeat(2000) });
    const post = await rawExchange(
      listed.port,
      Buffer.from(
        `POST /api/leads HTTP/1.1\r\nHost: attacker.example\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      ),
      { method: 'POST', timeoutMs: 15_000 },
    );
    expect(post?.status).toBe(403);
  });

  it("answers a load balancer's health checks whatever the Host, and without one", async () => {
    for (const host of [`10.0.0.11:${listed.port}`, undefined]) {
      expect(await status(listed, '/api/health', host), `${host}`).toBe(200);
      expect(await status(listed, '/api/ready', host), `${host}`).toBe(200);
    }
  });
});

describe('site serve without ALLOWED_HOSTS', () => {
  it('answers any Host', async () => {
    for (const host of ['attacker.example', `127.0.0.1:${open.port}`, undefined])
      expect(await status(open, '/', host), `${host}`).toBe(200);
  });
});
