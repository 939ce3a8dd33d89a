import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headerOptionsFor, securityHeaders } from '../../../core/securityHeaders';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('allow no third party at all when none is configured', () => {
    const csp = contentSecurityPolicy(headerOptionsFor({}));
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
  it('add analytics origins only with a measurement id', () => {
    const csp = contentSecurityPolicy(headerOptionsFor({ GA_MEASUREMENT_ID: 'G-ABC123' }));
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'script-src')).not.toContain('hsforms');
  });
  it('add HubSpot form origins only when both form ids are set', () => {
    expect(contentSecurityPolicy(headerOptionsFor({ HUBSPOT_PORTAL_ID: '123456' }))).not.toContain('hsforms');
    const csp = contentSecurityPolicy(headerOptionsFor({ HUBSPOT_PORTAL_ID: '123456', HUBSPOT_EVENT_FORM_ID: 'x' }));
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://*.hsforms.net");
    expect(directive(csp, 'connect-src')).toContain('https://*.hsforms.com');
  });
  it('never allow inline or eval script', () => {
    for (const opts of [{}, { gaId: 'G-X1234' }, { hubspotForm: true }]) {
      expect(directive(contentSecurityPolicy(opts), 'script-src')).not.toMatch(/unsafe/);
    }
  });
  it('send HSTS for a year only when asked to', () => {
    expect(securityHeaders({})['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ hsts: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('video frame', () => {
  it('admits the youtube-nocookie frame only when an overview video is configured', () => {
    const without = contentSecurityPolicy(headerOptionsFor({}));
    expect(directive(without, 'frame-src')).toBe("frame-src 'none'");
    const withVideo = contentSecurityPolicy(headerOptionsFor({ YOUTUBE_OVERVIEW_VIDEO_ID: 'aBcD3fG_h1J' }));
    expect(directive(withVideo, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com');
    expect(directive(withVideo, 'script-src')).toBe("script-src 'self'");
  });
});
