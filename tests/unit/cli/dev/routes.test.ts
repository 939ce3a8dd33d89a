import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DevState } from '../../../../cli/dev/devState';
import { createDevHandler, type DevRoutes, devHostCheck } from '../../../../cli/dev/routes';
import { fakeRequest, fakeResponse } from './fakeHttp';

/** the handler with parts that record what they were asked */
function handlerWith(over: Partial<DevRoutes> = {}) {
  const asked: string[] = [];
  const settled = Promise.resolve();
  const publicDir = mkdtempSync(path.join(os.tmpdir(), 'dev-routes-'));
  writeFileSync(path.join(publicDir, 'hello.txt'), 'hello');
  const routes: DevRoutes = {
    state: { config: { SITE_URL: 'https://example.com' }, built: true, applied: 2 } as DevState,
    queue: { enqueue: async () => {}, settled: () => settled },
    bundles: {
      issued: (n: number) => n <= 3,
      entryOf: (n: number, gone?: AbortSignal) => {
        asked.push(`entry ${n}`);
        // entry 3 is being built: it comes only when the page leaves
        if (n === 3) return new Promise((resolve) => gone?.addEventListener('abort', () => resolve(null)));
        return Promise.resolve('/assets/main-X.js');
      },
      busy: () => false,
      idle: () => Promise.resolve(),
    } as unknown as DevRoutes['bundles'],
    pages: {
      serve: async (_req: unknown, res: { writeHead(s: number): void; end(): void }, pathname: string) => {
        asked.push(`page ${pathname}`);
        res.writeHead(200);
        res.end();
      },
    } as unknown as DevRoutes['pages'],
    live: {
      follow: (_req: unknown, _res: unknown, page: string, hello: unknown) => asked.push(`follow ${page} ${JSON.stringify(hello)}`),
    } as unknown as DevRoutes['live'],
    overlay: { errorsFor: () => [] } as unknown as DevRoutes['overlay'],
    shownGate: { shown: () => asked.push('shown'), waitFor: async () => {} },
    builds: { file: async (p: string) => (p === '/assets/app.css' ? new TextEncoder().encode('a{}') : undefined) },
    renderer: { sitemap: async () => '<urlset/>' },
    publicDir,
    serverId: 'abc',
    ...over,
  };
  const handle = createDevHandler(routes);
  return {
    asked,
    async get(url: string) {
      const res = fakeResponse();
      await handle(fakeRequest(url) as never, res as never);
      return res;
    },
    /** a request the client leaves before its answer */
    async leave(url: string) {
      const res = fakeResponse();
      const answered = handle(fakeRequest(url) as never, res as never);
      await new Promise((r) => setTimeout(r, 5));
      res.emit('close');
      await answered;
      return res;
    },
  };
}

describe('createDevHandler', () => {
  it("answers site dev's own paths: a page's painted edit, its event stream, its pending entry", async () => {
    const h = handlerWith();
    expect((await h.get('/__site/shown')).status).toBe(204);
    await h.get('/__site/events?path=%2Fabout%2F');
    const entry = await h.get('/__site/entry/2.js');
    expect(entry.text()).toBe('import "/assets/main-X.js";\n');
    expect(h.asked).toEqual(['shown', 'shown', 'follow /about {"serverId":"abc","edit":2,"errors":[]}', 'entry 2']);
    expect((await h.get('/__site/idle')).status).toBe(204);
  });

  it('answers browser files, robots.txt, the sitemap and public/ files, and the rest as pages', async () => {
    const h = handlerWith();
    expect((await h.get('/assets/app.css')).text()).toBe('a{}');
    expect((await h.get('/robots.txt')).text()).toContain('Sitemap: https://example.com/sitemap.xml');
    expect((await h.get('/sitemap.xml')).text()).toBe('<urlset/>');
    expect((await h.get('/hello.txt')).status).toBe(200);
    await h.get('/about?x=1');
    await h.get('/assets/gone.css');
    await h.get('/caf%E9');
    expect(h.asked).toEqual(['page /about', 'page /assets/gone.css', 'page /404']);
  });

  it('refuses an entry number no page was given, and stops waiting when the page leaves', async () => {
    const h = handlerWith();
    const refused = await h.get('/__site/entry/99999999.js');
    expect(refused.status).toBe(404);
    expect(h.asked).toEqual([]);
    const left = await h.leave('/__site/entry/3.js');
    expect(h.asked).toEqual(['entry 3']);
    expect(left.ended).toBe(false);
  });
});

describe('devHostCheck', () => {
  const lan = {
    eth0: [
      { address: '192.168.1.5', family: 'IPv4' },
      { address: 'fe80::1', family: 'IPv6' },
    ],
  } as never;

  it('answers the loopback names and the host it listens on', () => {
    const check = devHostCheck({ HOST: '127.0.0.1', ALLOWED_HOSTS: undefined }, lan);
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:3000']) expect(check(host, '/'), host).toBeNull();
    expect(check('192.168.1.5:3000', '/')).toContain('site dev does not answer for the host "192.168.1.5:3000"');
    expect(devHostCheck({ HOST: 'mybox.lan', ALLOWED_HOSTS: undefined }, lan)('MyBox.lan:3000', '/')).toBeNull();
    expect(devHostCheck({ HOST: '::1', ALLOWED_HOSTS: undefined }, lan)('[::1]', '/')).toBeNull();
  });

  it("answers the machine's addresses when it listens on every interface", () => {
    for (const listen of ['0.0.0.0', '::']) {
      const check = devHostCheck({ HOST: listen, ALLOWED_HOSTS: undefined }, lan);
      expect(check('192.168.1.5:3000', '/'), listen).toBeNull();
      expect(check('[fe80::1]:3000', '/'), listen).toBeNull();
      expect(check('attacker.example', '/'), listen).not.toBeNull();
    }
  });

  it('answers the names of ALLOWED_HOSTS too, or any with *', () => {
    const check = devHostCheck({ HOST: '127.0.0.1', ALLOWED_HOSTS: '.corp.example' }, lan);
    expect(check('app.corp.example', '/')).toBeNull();
    expect(check('localhost', '/')).toBeNull();
    expect(check('corp.example.attacker.example', '/')).not.toBeNull();
    expect(devHostCheck({ HOST: '127.0.0.1', ALLOWED_HOSTS: '*' }, lan)('attacker.example', '/')).toBeNull();
  });

  it('refuses a request without a Host, saying so', () => {
    expect(devHostCheck({ HOST: '127.0.0.1', ALLOWED_HOSTS: undefined }, lan)(undefined, '/')).toBe(
      'Blocked request: site dev answers only requests that name their host (a Host header).',
    );
  });
});
