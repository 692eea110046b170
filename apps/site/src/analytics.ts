import { SITE } from './config';

type AnalyticsWindow = Window & {
  gtag?: (...args: unknown[]) => void;
  dataLayer?: unknown[];
};

/**
 * Sends an analytics event: through `gtag` for a GA4 measurement ID (it waits in the data layer
 * until consent loads the tag), else pushed to the `dataLayer` as the spec names it, for a Tag
 * Manager container (or a test) to read.
 */
export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  const w: AnalyticsWindow = window;
  if (SITE.analyticsId.startsWith('G-') && typeof w.gtag === 'function') {
    w.gtag('event', name, params);
    return;
  }
  pushDataLayer(name, params);
}

/**
 * The page_view of this document, as its prerendered head titles it. Its address goes without the
 * `#` part, which is the visitor's own (the booking-change page's holds the booking's token, and
 * this runs before that page's island takes it out of the address).
 */
export function trackPageView(): void {
  trackEvent('page_view', {
    page_path: location.pathname,
    page_location: location.href.split('#')[0],
    page_title: document.title,
  });
}

/** Pushes an event to the data layer only (for tag-manager triggers such as rfi_submit). */
export function pushDataLayer(name: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  const w: AnalyticsWindow = window;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event: name, ...params });
}
