import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '../../../api/clientKey';

describe('rateLimitKey', () => {
  it('counts an IPv4 address as itself', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('counts every IPv6 address of one /64 network under one key, and other networks apart', () => {
    const key = rateLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const a of ['2001:db8:1:2::ffff', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '[2001:db8:1:2::9]'])
      expect(rateLimitKey(a), a).toBe(key);
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(rateLimitKey('2001:db8:0:0:1::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('2001:db8::1')).toBe(rateLimitKey('2001:db8:0:0:ffff::'));
  });

  it('drops a zone index and expands :: wherever it stands', () => {
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('2001:db8:1::')).toBe('2001:db8:1:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address (a dual-stack socket) as the IPv4 address', () => {
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(rateLimitKey('::ffff:a00:1')).toBe('10.0.0.1');
    // other IPv6 forms with an IPv4 tail are IPv6 networks
    expect(rateLimitKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(rateLimitKey('unknown')).toBe('unknown');
    expect(rateLimitKey('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
