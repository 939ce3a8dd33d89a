/** Response headers every HTML answer carries, on `site serve` and in the exported host header files. */
export interface HeaderOptions {
  gaId?: string;
  /** send HSTS: the site is served over TLS (directly or behind a proxy that says so) */
  hsts?: boolean;
}

const GA_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** Content-Security-Policy: no inline or eval'd script; third-party origins only when configured */
export function contentSecurityPolicy({ gaId }: HeaderOptions = {}): string {
  const ga = gaId ? GA_ORIGINS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...ga],
    // React and Radix set style attributes; scripts stay strict
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...ga],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...ga],
    'media-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** headers for every answer of the site server */
export function securityHeaders(opts: HeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(opts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
  if (opts.hsts) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
