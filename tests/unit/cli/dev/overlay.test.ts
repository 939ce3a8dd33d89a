import { describe, expect, it } from 'vitest';
import type { DevError } from '../../../../cli/dev/errors';
import { createOverlay } from '../../../../cli/dev/overlay';
import { secretHider } from '../../../../cli/dev/secrets';
import { fakeResponse } from './fakeHttp';

const SECRET = 'top-secret-admin-token-0123456789abcdef';

function overlayWith(postErrors: DevError[] = []) {
  const sent: Array<{ event: string; data: unknown; page?: string }> = [];
  const printed: string[] = [];
  const logged: string[] = [];
  const overlay = createOverlay({
    live: { pages: () => ['/', '/about'], send: (event, data, page) => sent.push({ event, data, page }) },
    postErrors: () => postErrors,
    log: (line) => logged.push(line),
    printError: (text) => printed.push(text),
    hide: secretHider(() => [{ ADMIN_TOKEN: SECRET, SITE_URL: 'https://bloksecure.com' }]),
  });
  return { overlay, sent, printed, logged };
}

const syntax: DevError = { kind: 'compile', message: 'Expected "}"', file: 'src/a.tsx', line: 3, column: 1 };

describe('createOverlay', () => {
  it("gives a page the site's errors and its own render error, not another page's", () => {
    const post: DevError = { kind: 'post', message: 'front matter: slug is required', file: 'x.md', line: 1 };
    const { overlay } = overlayWith([post]);
    overlay.setBuild([syntax, { ...syntax }]);
    overlay.renderFailed('/about', { kind: 'render', page: '/about', message: 'boom' });
    expect(overlay.errorsFor('/')).toEqual([syntax, post]);
    expect(overlay.errorsFor('/about').map((e) => e.message)).toEqual(['Expected "}"', 'front matter: slug is required', 'boom']);
    overlay.clearRenders();
    expect(overlay.errorsFor('/about')).toEqual([syntax, post]);
  });

  it('prints each error once, and one line when all are fixed', () => {
    const { overlay, printed, logged } = overlayWith();
    overlay.setBuild([syntax]);
    overlay.report();
    overlay.report();
    expect(printed).toEqual(['✗ Build failed: src/a.tsx:3:1: Expected "}"']);
    overlay.setBuild([]);
    overlay.report();
    expect(logged).toEqual(['✓ no errors']);
    overlay.report();
    expect(logged).toHaveLength(1);
  });

  it('tells each open page its errors', () => {
    const { overlay, sent } = overlayWith();
    overlay.setConfig([{ kind: 'config', message: 'Invalid configuration: PORT must be a number' }]);
    overlay.publish();
    expect(sent.map((s) => [s.event, s.page, (s.data as DevError[]).length])).toEqual([
      ['errors', '/', 1],
      ['errors', '/about', 1],
    ]);
  });

  it('answers a page that cannot be rendered with 500, its errors escaped, and the live script', () => {
    const { overlay } = overlayWith();
    const res = fakeResponse();
    overlay.sendErrorPage({ method: 'GET' } as never, res as never, [{ kind: 'render', message: '<img src=x onerror=alert(1)>' }], 4);
    expect(res.status).toBe(500);
    expect(res.text()).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.text()).toContain('/__site/dev.js?v=4');
  });

  it('shows no secret value: not in the errors a page gets, the terminal, nor the error page', () => {
    const leaky: DevError = { kind: 'render', page: '/', message: `token ${SECRET} refused`, lineText: `const t = "${SECRET}";` };
    const { overlay, sent, printed } = overlayWith([{ kind: 'post', message: `bad ${encodeURIComponent(SECRET)}` }]);
    // a value that is no secret is shown as it is
    overlay.setConfig([{ kind: 'config', message: 'SITE_URL https://bloksecure.com is fine' }]);
    overlay.renderFailed('/', leaky);
    overlay.publish();
    const res = fakeResponse();
    overlay.sendErrorPage({ method: 'GET' } as never, res as never, [leaky], 1);
    const everything = JSON.stringify([overlay.errorsFor('/'), sent, printed, res.text()]);
    expect(everything).not.toContain('top-secret');
    expect(overlay.errorsFor('/')[0]!.message).toBe('SITE_URL https://bloksecure.com is fine');
    expect(overlay.errorsFor('/')[2]).toMatchObject({
      message: 'token [hidden: ADMIN_TOKEN] refused',
      lineText: 'const t = "[hidden: ADMIN_TOKEN]";',
    });
    expect(everything).toContain('bad [hidden: ADMIN_TOKEN]');
  });
});
