import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../core/config';
import { hostAllowed, hostCheckOf, hostnameOf, parseAllowedHosts, withHosts } from '../../../core/hostCheck';

describe('hostnameOf', () => {
  it('compares hosts without port, case or the final dot, IPv6 and IPv4 in one form', () => {
    expect(hostnameOf('LOCALHOST.:3000')).toBe('localhost');
    expect(hostnameOf('[0:0:0:0:0:0:0:1]:80')).toBe('[::1]');
    expect(hostnameOf('[::1]')).toBe('[::1]');
    expect(hostnameOf('127.0.0.1:5173')).toBe('127.0.0.1');
    expect(hostnameOf('bücher.example')).toBe('xn--bcher-kva.example');
  });

  it('takes no Host, and no malformed one, for a name', () => {
    for (const bad of [
      undefined,
      '',
      '.',
      'localhost..',
      'a..b',
      'evil.example@localhost',
      'localhost:99999',
      'local host',
      'x/y',
      '::1',
      '[fe80::1%eth0]',
      'a\u0000b',
    ])
      expect(hostnameOf(bad), String(bad)).toBeNull();
  });
});

describe('parseAllowedHosts', () => {
  it('reads names, domains, IPv6 with or without brackets, and * (any)', () => {
    const a = parseAllowedHosts('Example.com, .example.org ::1 [::2] 10.0.0.1');
    expect([...a.names]).toEqual(['example.com', '[::1]', '[::2]', '10.0.0.1']);
    expect(a.domains).toEqual(['example.org']);
    expect(a.any).toBe(false);
    expect(parseAllowedHosts('*').any).toBe(true);
  });

  it('refuses an entry with a port, a scheme or a path, naming it', () => {
    for (const bad of ['example.com:80', '[::1]:80', '127.0.0.1:3000', 'http://example.com', 'example.com/x'])
      expect(() => parseAllowedHosts(bad), bad).toThrow(`has "${bad}", which is no host name`);
  });
});

describe('hostAllowed', () => {
  const allowed = withHosts(parseAllowedHosts('.example.org'), ['localhost', '127.0.0.1', '[::1]']);
  it('answers the names of the list whatever their port, case or final dot, and the names under its domains', () => {
    for (const host of ['localhost:3000', 'LocalHost.', '127.0.0.1', '[::1]:3000', 'example.org', 'www.example.org:443', 'a.b.example.org'])
      expect(hostAllowed(allowed, host), host).toBe(true);
  });
  it('refuses any other name, a missing Host and a look-alike', () => {
    for (const host of [
      undefined,
      'attacker.example',
      'localhost.attacker.example',
      'evilexample.org',
      '127.0.0.2',
      '[::2]',
      'example.org.attacker.example',
    ])
      expect(hostAllowed(allowed, host), String(host)).toBe(false);
  });
});

describe('hostCheckOf', () => {
  it("refuses with the list's message, but answers a load balancer's health checks whatever the Host", () => {
    const check = hostCheckOf(parseAllowedHosts('www.example.com'), (host) => `no ${host}`);
    expect(check('www.example.com', '/')).toBeNull();
    expect(check('10.0.0.11:3000', '/')).toBe('no 10.0.0.11:3000');
    expect(check(undefined, '/api/ready')).toBeNull();
    expect(check('10.0.0.11:3000', '/api/health')).toBeNull();
    expect(check('10.0.0.11:3000', '/api/health/x')).toBe('no 10.0.0.11:3000');
  });
});

describe('ALLOWED_HOSTS', () => {
  it('stops start-up with one line naming an entry that is no host name', () => {
    expect(() => loadConfig({ ALLOWED_HOSTS: 'www.example.com,example.com:8080' })).toThrow(
      'Invalid configuration: ALLOWED_HOSTS has "example.com:8080", which is no host name (write names without scheme, port or path)',
    );
    expect(loadConfig({ ALLOWED_HOSTS: 'www.example.com, .example.org' }).ALLOWED_HOSTS).toBe('www.example.com, .example.org');
  });
});
