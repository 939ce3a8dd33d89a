/**
 * `site dev` as a developer and a writer meet it: the CLI in a copy of the project, the blog in a folder
 * outside it (BLOG_DIR), pages compared with an export of the same sources, /api with `site serve`'s,
 * and the events an open page follows after edits, bad edits and their fixes.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../api/server';
import { withoutDevTag } from '../../cli/dev/devTag';
import { loadConfig } from '../../core/config';
import { type DevCopy, followPage, startDevCopy } from '../devServer';
import { getWithHost } from './helpers/rawHttp';

let dev: DevCopy;
let exportDir: string;
const POST = 'fido2-webauthn-explained';
const COMPONENT = 'src/pages/blog/BlogPostPage.tsx';
const H1 = '<h1 className="mt-4 max-w-4xl text-3xl leading-tight font-bold sm:text-5xl">';

/** every page file of an export: its URL path and file */
function exportedPages(dir: string): Array<{ url: string; file: string }> {
  const out: Array<{ url: string; file: string }> = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f);
      else if (e.name.endsWith('.html')) {
        const rel = `/${path.relative(dir, f).split(path.sep).join('/')}`;
        out.push({ url: rel === '/index.html' ? '/' : rel.replace(/\/index\.html$/, '').replace(/\.html$/, ''), file: f });
      }
    }
  };
  walk(dir);
  return out;
}

const page = async (url: string) => {
  const res = await fetch(`${dev.url}${url}`);
  return { status: res.status, html: withoutDevTag(await res.text()) };
};

/** the store's body files of the blog folder and their mtimes (postStore.ts) */
function storedBodies(): Map<string, number> {
  const cache = path.join(dev.root, 'dist', '.cache');
  const store = readdirSync(cache).find((n) => n.startsWith('posts-'));
  if (!store) return new Map();
  const dir = path.join(cache, store, 'bodies');
  return new Map(readdirSync(dir).map((n) => [n, statSync(path.join(dir, n)).mtimeMs]));
}

/**
 * a bad edit and its fix, with `pagePath` open: `bad` of the good text is saved and the errors sent to the
 * page are checked (`whileBad`, with the bad text); then the good text is saved back, the errors must
 * clear, and `afterFix` checks what follows. The file is put back whatever happens.
 */
async function badEdit(
  file: string,
  pagePath: string,
  bad: (good: string) => string,
  whileBad: (errors: Array<{ kind: string; file?: string; line?: number }>, text: string) => Promise<void>,
  afterFix: (events: Awaited<ReturnType<typeof followPage>>) => Promise<unknown>,
): Promise<void> {
  const events = await followPage(dev.url, pagePath);
  const good = dev.read(file);
  try {
    dev.write(file, bad(good));
    const shown = await events.next((e) => e.event === 'errors' && (e.data as unknown[]).length > 0);
    await whileBad(shown.data as Array<{ kind: string; file?: string; line?: number }>, dev.read(file));
    dev.write(file, good);
    await events.next((e) => e.event === 'errors' && (e.data as unknown[]).length === 0);
    await afterFix(events);
  } finally {
    if (dev.read(file) !== good) dev.write(file, good);
    events.close();
    await dev.idle();
  }
}

/** the admin token comes from .env, not the environment: the secret test replaces it there */
const ADMIN_TOKEN = 'dev-test-admin-token-0123456789abcdef';

beforeAll(async () => {
  dev = await startDevCopy(
    { ADMIN_TOKEN: undefined },
    { envFile: `ADMIN_TOKEN=${ADMIN_TOKEN}\n`, args: ['--allowed-hosts', '.dev-test.example'] },
  );
  exportDir = path.join(dev.root, 'dist', 'export-under-test');
  const exported = spawnSync(process.execPath, ['bin/site.mjs', 'export', '--quiet', '--out', exportDir], {
    cwd: dev.root,
    env: { ...process.env, BLOG_DIR: dev.blogDir, SITE_URL: 'https://bloksecure.com', GA_MEASUREMENT_ID: '', NOTION_TOKEN: '' },
    encoding: 'utf8',
  });
  if (exported.status !== 0) throw new Error(`site export failed:\n${exported.stderr}`);
}, 300_000);

afterAll(async () => {
  await dev?.stop();
});

describe('site dev', () => {
  it('answers each page with the HTML of the export, its live-reload tag aside, and adds no other script', async () => {
    await dev.idle();
    const pages = exportedPages(exportDir);
    expect(pages.length).toBeGreaterThan(40);
    for (const p of [...pages, { url: '/admin', file: path.join(`${exportDir}.server`, 'admin', 'index.html') }]) {
      const got = await page(p.url);
      expect(got.status, p.url).toBe(p.url === '/404' ? 404 : 200);
      expect(got.html, p.url).toBe(readFileSync(p.file, 'utf8'));
    }
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toBe(readFileSync(path.join(exportDir, '404.html'), 'utf8'));
    expect((await fetch(`${dev.url}/case-studies/nope`, { redirect: 'manual' })).headers.get('location')).toBe('/case-studies');
  });

  it('answers 404 with the not-found page for /404 itself and for a path that is not UTF-8, as site serve does', async () => {
    const notFound = readFileSync(path.join(exportDir, '404.html'), 'utf8');
    for (const url of ['/404', '/404.html', '/%FF', '/caf%E9', '/blog/%C3%28']) {
      const got = await page(url);
      expect(got.status, url).toBe(404);
      expect(got.html, url).toBe(notFound);
    }
  });

  it('refuses at once a script number that no page was given', async () => {
    const res = await fetch(`${dev.url}/__site/entry/99999999.js`, { signal: AbortSignal.timeout(10_000) });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('answers 403 to any Host but its own names and --allowed-hosts, on pages, events and the API; health checks whatever the Host', async () => {
    const port = Number(new URL(dev.url).port);
    const status = async (target: string, host: string | undefined) => (await getWithHost(port, target, host))?.status;
    for (const host of [
      'attacker.example',
      `attacker.example:${port}`,
      'localhost.attacker.example',
      '127.0.0.1.nip.io',
      'evil-dev-test.example',
      undefined,
    ])
      for (const target of ['/__site/events?path=%2F', '/', '/about', '/__site/dev.js', '/__site/idle', '/api/blog/posts', '/robots.txt'])
        expect(await status(target, host), `${host} ${target}`).toBe(403);
    const refused = await getWithHost(port, '/', 'attacker.example');
    expect(refused?.body.toString()).toContain('site dev does not answer for the host "attacker.example"');
    expect(refused?.body.toString()).toContain('--allowed-hosts');
    for (const host of [
      `localhost:${port}`,
      'LOCALHOST.',
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      '[0:0:0:0:0:0:0:1]',
      'dev-test.example',
      'App.Dev-Test.Example.',
    ])
      expect(await status('/about', host), host).toBe(200);
    for (const host of ['10.0.0.11:3000', undefined]) {
      expect(await status('/api/health', host), `${host} health`).toBe(200);
      expect(await status('/api/ready', host), `${host} ready`).toBe(200);
    }
  });

  it('answers /api/* as site serve does, with the same headers', async () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      BLOG_DIR: dev.blogDir,
      SITE_URL: 'https://bloksecure.com',
      DATA_DIR: path.join(dev.root, 'data-serve'),
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
    });
    const serve: SiteServer = createSiteServer(config, exportDir);
    const { port } = await serve.listen();
    try {
      const requests: Array<[string, RequestInit?]> = [
        ['/api/health'],
        ['/api/blog/posts'],
        [`/api/blog/posts/${POST}`],
        ['/api/blog/posts/no-such-post'],
        ['/api/nope'],
        ['/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":""}' }],
        ['/api/admin/generate-static-site', { method: 'POST' }],
      ];
      for (const [url, init] of requests) {
        const [a, b] = await Promise.all([fetch(`${dev.url}${url}`, init), fetch(`http://127.0.0.1:${port}${url}`, init)]);
        const headers = (r: Response) => [...r.headers].filter(([k]) => !['date', 'x-request-id', 'keep-alive'].includes(k));
        expect(a.status, url).toBe(b.status);
        expect(headers(a), url).toEqual(headers(b));
        expect(await a.text(), url).toBe(await b.text());
      }
      // pages carry the same security headers too (the CSP is not widened: the live script is a file of the same origin)
      const [a, b] = await Promise.all([fetch(`${dev.url}/about`), fetch(`http://127.0.0.1:${port}/about`)]);
      for (const h of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy'])
        expect(a.headers.get(h), h).toBe(b.headers.get(h));
    } finally {
      await serve.close();
    }
  });

  it('updates the open post in place after an edit to its markdown outside src/, parsing that post and no other', async () => {
    await page(`/blog/${POST}`);
    const events = await followPage(dev.url, `/blog/${POST}`);
    try {
      const before = storedBodies();
      dev.edit(path.join(dev.blogDir, `${POST}.md`), '\n## ', '\nA sentence added by the dev test.\n\n## ');
      const update = await events.next((e) => e.event === 'update' || e.event === 'reload');
      expect(update.event).toBe('update');
      const sent = update.data as { html: string; edit: number };
      expect(sent.html).toContain('A sentence added by the dev test.');
      // the HTML the page takes is the page as served now, with the number of the edit it shows
      expect(sent.html).toBe(await (await fetch(`${dev.url}/blog/${POST}`)).text());
      expect(sent.html).toContain(`/__site/dev.js?v=${sent.edit}"`);
      const after = storedBodies();
      const added = [...after.keys()].filter((k) => !before.has(k));
      expect(added).toHaveLength(1);
      for (const [name, mtime] of before) expect(after.get(name), name).toBe(mtime);
    } finally {
      events.close();
    }
  });

  it('shows a bad front matter with its file and line, keeps the other posts, and clears it at the next good save', async () => {
    const file = path.join(dev.blogDir, `${POST}.md`);
    await badEdit(
      file,
      '/blog',
      (good) => good.replace(/^slug: .*$/m, 'slug: Not A Slug'),
      async (errors, text) => {
        expect(errors).toEqual([
          expect.objectContaining({ kind: 'post', file, line: text.split('\n').findIndex((l) => l.startsWith('slug:')) + 1 }),
        ]);
        expect(JSON.stringify(errors)).toContain('slug');
        expect((await page('/blog')).status).toBe(200);
      },
      (events) => events.next((e) => e.event === 'update' || e.event === 'reload'),
    );
  });

  it('never shows the value of a secret variable from .env: not in the overlay, the event stream nor the terminal', async () => {
    // too short for an admin token: .env is refused at its line, which the overlay shows
    const secret = 'leaked-by-site-dev-42';
    const late: string[] = [];
    await badEdit(
      '.env',
      '/about',
      (good) => good.replace(`ADMIN_TOKEN=${ADMIN_TOKEN}`, `ADMIN_TOKEN=${secret}`),
      async (errors) => {
        expect(errors).toEqual([
          expect.objectContaining({
            kind: 'config',
            file: '.env',
            line: 1,
            lineText: 'ADMIN_TOKEN= (a secret of 21 characters, not shown)',
          }),
        ]);
        // a page that connects meanwhile gets the error in its first event
        const other = await followPage(dev.url, '/');
        late.push(JSON.stringify((await other.next((e) => e.event === 'hello')).data));
        other.close();
        const printed = Date.now();
        while (!dev.output().includes('.env:1') && Date.now() - printed < 10_000) await new Promise((r) => setTimeout(r, 50));
      },
      async (events) => {
        late.push(JSON.stringify(events.events));
      },
    );
    expect(late[0]).toContain('ADMIN_TOKEN must be at least 32 characters');
    expect(dev.output()).toContain('✗ Configuration: .env:1: Invalid configuration: ADMIN_TOKEN');
    for (const shown of [...late, dev.output()]) expect(shown).not.toMatch(/leaked|by-site-dev/);
    // the options site dev was started with (--port, --host, --allowed-hosts) are no change in .env
    expect(dev.output()).not.toContain('changed in .env');
  });

  it('survives a syntax error: the error at its file and line, the last good pages and the API still answer; the fix reloads', async () => {
    await badEdit(
      COMPONENT,
      `/blog/${POST}`,
      (good) => good.replace(H1, `${H1}{`),
      async ([error], text) => {
        expect(error).toMatchObject({ kind: 'compile', file: COMPONENT });
        expect(error!.line).toBe(text.split('\n').findIndex((l) => l.includes(`${H1}{`)) + 1);
        expect((await fetch(`${dev.url}/api/health`)).status).toBe(200);
        expect((await page(`/blog/${POST}`)).status).toBe(200);
      },
      (events) => events.next((e) => e.event === 'reload'),
    );
  });

  it('shows a render error at its source line, answers the page with it, and clears it at the next good save', async () => {
    await badEdit(
      COMPONENT,
      `/blog/${POST}`,
      (good) => good.replace(H1, `{(() => { throw new Error('boom in dev'); })()}${H1}`),
      async (errors, text) => {
        const line = text.split('\n').findIndex((l) => l.includes('boom in dev')) + 1;
        expect(errors).toEqual([expect.objectContaining({ kind: 'render', message: 'boom in dev', file: COMPONENT, line })]);
        const failed = await page(`/blog/${POST}`);
        expect(failed.status).toBe(500);
        expect(failed.html).toContain('boom in dev');
      },
      async () => {
        expect((await page(`/blog/${POST}`)).status).toBe(200);
      },
    );
  });

  it('applies a Tailwind class edit in a component in place: the class change and the new stylesheet, no reload', async () => {
    await page(`/blog/${POST}`);
    const events = await followPage(dev.url, `/blog/${POST}`);
    try {
      const classes = 'mt-4 max-w-4xl text-3xl leading-tight font-bold sm:text-5xl';
      dev.edit(COMPONENT, H1, H1.replace('font-bold', 'font-bold tracking-[0.321em]'));
      const style = await events.next((e) => e.event === 'style' || e.event === 'reload');
      expect(style.event).toBe('style');
      const patch = style.data as { classes: Array<{ from: string; to: string }>; css: Array<{ from: string; to: string }> };
      expect(patch.classes).toEqual([
        expect.objectContaining({ from: classes, to: classes.replace('font-bold', 'font-bold tracking-[0.321em]') }),
      ]);
      expect(patch.css).toHaveLength(1);
      expect(await (await fetch(`${dev.url}${patch.css[0]!.to}`)).text()).toContain('.tracking-\\[0\\.321em\\]');
      await dev.idle();
      expect(events.events.filter((e) => e.event === 'reload')).toEqual([]);
      // at rest the page names the assets an export of these sources would
      expect((await page(`/blog/${POST}`)).html).not.toContain('/__site/');
    } finally {
      events.close();
    }
  });

  it('tells a page that connects after an edit was applied (it was loading meanwhile) which edit it missed', async () => {
    // the page is served, and its event stream connects only after the next edit has been applied
    const served = await page(`/blog/${POST}`);
    const raw = await (await fetch(`${dev.url}/blog/${POST}`)).text();
    const shows = Number(/\/__site\/dev\.js\?v=(\d+)"/.exec(raw)?.[1]);
    expect(Number.isInteger(shows)).toBe(true);
    dev.edit(path.join(dev.blogDir, `${POST}.md`), '\n## ', '\nA sentence saved while the page was loading.\n\n## ');
    await expect
      .poll(async () => (await page(`/blog/${POST}`)).html, { timeout: 30_000 })
      .toContain('A sentence saved while the page was loading.');
    expect(served.html).not.toContain('A sentence saved while the page was loading.');
    const events = await followPage(dev.url, `/blog/${POST}`);
    try {
      const hello = await events.next((e) => e.event === 'hello');
      // the live script reloads a page whose number is below the one the server says (devClient.ts)
      expect((hello.data as { edit: number }).edit).toBeGreaterThan(shows);
    } finally {
      events.close();
    }
  });

  it('applies a class edit saved while the browser bundle of the edit before it is still being built', async () => {
    const copyFile = 'src/pages/blog/copy.ts';
    await page(`/blog/${POST}`);
    const events = await followPage(dev.url, `/blog/${POST}`);
    try {
      // a text edit (strings only: the page takes its HTML in place), then at once a class edit
      dev.edit(copyFile, "backToBlog: 'All articles'", "backToBlog: 'Every article'");
      const update = await events.next((e) => e.event === 'update' || e.event === 'reload');
      expect(update.event).toBe('update');
      expect((update.data as { html: string }).html).toContain('Every article');
      // (the class edit before this test left tracking-[0.321em] on the heading)
      dev.edit(COMPONENT, 'tracking-[0.321em]', 'tracking-[0.432em]');
      const style = await events.next((e) => e.event === 'style' || e.event === 'reload' || e.event === 'update');
      expect(style.event).toBe('style');
      const patch = style.data as { classes: Array<{ to: string }>; css: Array<{ from: string; to: string }> };
      expect(patch.classes.map((c) => c.to)).toEqual([expect.stringContaining('tracking-[0.432em]')]);
      expect(patch.css).toHaveLength(1);
      expect(await (await fetch(`${dev.url}${patch.css[0]!.to}`)).text()).toContain('.tracking-\\[0\\.432em\\]');
      await dev.idle();
      // at rest: the page names a stylesheet with the rule, and its HTML is the one the events brought it to
      const rest = (await page(`/blog/${POST}`)).html;
      const sheet = /<link rel="stylesheet" href="([^"]+)"/.exec(rest)?.[1];
      expect(await (await fetch(`${dev.url}${sheet}`)).text()).toContain('.tracking-\\[0\\.432em\\]');
      expect(rest).toContain('tracking-[0.432em]');
      expect(rest).toContain('Every article');
      expect(events.events.filter((e) => e.event === 'reload')).toEqual([]);
      // a few seconds after the last edit the stylesheet is compiled anew: the rules of the class that
      // went (0.321em, an edit before) are gone, as in an export; the page takes it in place
      dev.edit(COMPONENT, 'tracking-[0.432em]', 'tracking-[0.543em]');
      await events.next((e) => e.event === 'style');
      const exact = await events.next((e) => e.event === 'style' && (e.data as { classes: unknown[] }).classes.length === 0, 30_000);
      const css = await (await fetch(`${dev.url}${(exact.data as { css: Array<{ to: string }> }).css[0]!.to}`)).text();
      expect(css).toContain('.tracking-\\[0\\.543em\\]');
      expect(css).not.toContain('0\\.432em');
      expect(css).not.toContain('0\\.321em');
    } finally {
      events.close();
      await dev.idle();
    }
  });

  it('reloads an open page after a text edit in its component', async () => {
    const events = await followPage(dev.url, `/blog/${POST}`);
    try {
      dev.edit(COMPONENT, '{copy.by} <span', 'Written {copy.by} <span');
      await events.next((e) => e.event === 'reload');
      expect((await page(`/blog/${POST}`)).html).toContain('Written <!-- -->By');
    } finally {
      events.close();
      await dev.idle();
    }
  });
});
