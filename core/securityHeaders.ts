/** Response headers every HTML answer carries, on `site serve` and in the exported host header files. */
export interface HeaderOptions {
  gaId?: string;
  /** the event landing page embeds a HubSpot form (HUBSPOT_PORTAL_ID + HUBSPOT_EVENT_FORM_ID) */
  hubspotForm?: boolean;
  /** the home overview can embed a youtube-nocookie player (YOUTUBE_OVERVIEW_VIDEO_ID) */
  videoFrame?: boolean;
  /** send HSTS: the site is served over TLS (directly or behind a proxy that says so) */
  hsts?: boolean;
}

const GA_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
// the forms embed script (js.hsforms.net, js-eu1.hsforms.net), its submissions and tracking pixels
const HUBSPOT_SCRIPT = ['https://*.hsforms.net'];
const HUBSPOT_CONNECT = ['https://*.hsforms.com', 'https://*.hsforms.net', 'https://*.hubspot.com'];
const YOUTUBE_FRAME = 'https://www.youtube-nocookie.com';

/** the header options a configuration calls for (only the third parties actually configured) */
export function headerOptionsFor(config: {
  GA_MEASUREMENT_ID?: string;
  HUBSPOT_PORTAL_ID?: string;
  HUBSPOT_EVENT_FORM_ID?: string;
  YOUTUBE_OVERVIEW_VIDEO_ID?: string;
}): HeaderOptions {
  return {
    gaId: config.GA_MEASUREMENT_ID,
    hubspotForm: Boolean(config.HUBSPOT_PORTAL_ID && config.HUBSPOT_EVENT_FORM_ID),
    videoFrame: Boolean(config.YOUTUBE_OVERVIEW_VIDEO_ID),
  };
}

/** Content-Security-Policy: no inline or eval'd script; third-party origins only when configured */
export function contentSecurityPolicy({ gaId, hubspotForm, videoFrame }: HeaderOptions = {}): string {
  const ga = gaId ? GA_ORIGINS : [];
  const hs = hubspotForm ? HUBSPOT_CONNECT : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...ga, ...(hubspotForm ? HUBSPOT_SCRIPT : [])],
    // Radix injects <style> elements at run time (react-remove-scroll via react-style-singleton), React
    // sets style attributes and the HubSpot form styles itself, none of which a static page can hash.
    // The MDN Observatory scores this apart from script-src: csp-implemented-with-unsafe-inline-in-style-src-only,
    // modifier 0, passing (its analyzer/tests/csp.js); tests/api/observatory.test.ts grades the result A+.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...ga, ...hs],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...ga, ...hs],
    'media-src': ["'self'"],
    'frame-src': hubspotForm || videoFrame ? [...(hubspotForm ? HUBSPOT_CONNECT : []), ...(videoFrame ? [YOUTUBE_FRAME] : [])] : ["'none'"],
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
