import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../core/config';
import { recipe } from '../../docRecipes';

/** nginx's own default for an idle upstream connection when the block sets none */
const NGINX_DEFAULT_KEEPALIVE_MS = 60_000;

/** a duration of nginx's configuration (10s, 1m, 500ms) in milliseconds */
function nginxMs(value: string): number {
  const m = /^(\d+)(ms|s|m)?$/.exec(value);
  if (!m) throw new Error(`not an nginx duration: ${value}`);
  return Number(m[1]) * (m[2] === 'ms' ? 1 : m[2] === 'm' ? 60_000 : 1_000);
}

describe("the docs' load balancer and the instances' timeouts", () => {
  const block = recipe('docs/deploy.md', 'nginx-api').text;
  const upstream = /upstream site_api \{([\s\S]*?)\n\}/.exec(block)?.[1] ?? '';
  const keepalive = /^\s*keepalive_timeout\s+(\S+);/m.exec(upstream)?.[1];
  const proxyIdleMs = keepalive ? nginxMs(keepalive) : NGINX_DEFAULT_KEEPALIVE_MS;
  const defaults = loadConfig({});

  it('pools upstream connections (keepalive, HTTP/1.1, no Connection header passed on)', () => {
    expect(upstream).toMatch(/^\s*keepalive \d+;/m);
    expect(block).toMatch(/proxy_http_version 1\.1;/);
    expect(block).toMatch(/proxy_set_header Connection "";/);
  });

  it("lets nginx close an idle pooled connection before an instance would (the instances' keep-alive is longer)", () => {
    expect(defaults.SITE_KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(proxyIdleMs);
    // and longer than nginx's default too, for an operator who leaves keepalive_timeout out
    expect(defaults.SITE_KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(NGINX_DEFAULT_KEEPALIVE_MS);
  });

  it("lets nginx close a stopping instance's idle pooled connections before its shutdown deadline", () => {
    expect(defaults.SITE_SHUTDOWN_TIMEOUT_MS).toBeGreaterThan(proxyIdleMs);
  });

  it('denies the admin before the public instances', () => {
    expect(block).toMatch(/location \/api\/admin\/ \{ return 404; \}/);
    expect(recipe('docs/deploy.md', 'instance').text).toMatch(/\bADMIN_ENABLED=false\b/);
  });
});
