/** Google Analytics (gtag.js), loaded only when a measurement id is configured. */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export interface TrackParams {
  category: string;
  label?: string;
  value?: number;
}

let measurementId: string | undefined;

/** injects gtag.js once; page views are sent by pageView on each route change */
export function loadAnalytics(id: string): void {
  if (measurementId || typeof document === 'undefined') return;
  measurementId = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the Arguments object itself, not an array
    // biome-ignore lint/complexity/noArguments: required by gtag.js
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** reports a page change */
export function pageView(path: string): void {
  if (!measurementId || !window.gtag) return;
  window.gtag('config', measurementId, { page_path: path, page_location: window.location.href, page_title: document.title });
}

/** sends a custom event, e.g. track('form_submit', { category: 'contact', label: 'contact_form' }) */
export function track(event: string, params: TrackParams): void {
  if (typeof window === 'undefined' || !window.gtag) return;
  window.gtag('event', event, { event_category: params.category, event_label: params.label, value: params.value });
}
