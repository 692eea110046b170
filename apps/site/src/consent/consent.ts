import { ANALYTICS_ID } from '../config';

/** What the visitor chose about analytics cookies. */
export type ConsentChoice = 'granted' | 'denied';

/** Where the choice is remembered, on this browser. */
export const CONSENT_KEY = 'acme:analytics-consent';

/** Dispatched on `window` when the visitor makes a choice. */
export const CONSENT_CHANGED = 'acme:consent-changed';

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export { ANALYTICS_ID };

/**
 * Google's hosts the tag needs, by directive: the CSP names exactly these, and only in a build
 * with an analytics ID. Other tags inside a Tag Manager container are not allowed by it.
 */
export const ANALYTICS_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

/** The choice this browser remembers, or `null` before the visitor made one. */
export function storedConsent(
  storage: Pick<Storage, 'getItem'> = localStorage,
): ConsentChoice | null {
  try {
    const value = storage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** The gtag function: queues its arguments on the data layer, as Google's snippet does. */
function gtag(..._args: unknown[]): void {
  const w: TagWindow = window;
  w.dataLayer = w.dataLayer ?? [];
  // The tag reads an Arguments object, not an array.
  // eslint-disable-next-line prefer-rest-params
  w.dataLayer.push(arguments);
}

let tagRequested = false;

/** Adds Google's tag to the page, once: Tag Manager for a GTM- container, gtag.js for G-. */
function loadTag(): void {
  if (tagRequested) return;
  tagRequested = true;
  const id = ANALYTICS_ID;
  const script = document.createElement('script');
  script.async = true;
  if (id.startsWith('GTM-')) {
    const w: TagWindow = window;
    w.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  } else {
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    gtag('js', new Date());
    // The site sends its own page_view, one per document.
    gtag('config', id, { send_page_view: false });
  }
  document.head.append(script);
}

/**
 * Consent Mode v2 before anything else: every purpose denied until the visitor says otherwise;
 * then the remembered choice, if any. Does nothing in a build without an analytics ID.
 */
export function startConsentMode(): void {
  if (!ANALYTICS_ID) return;
  const w: TagWindow = window;
  w.gtag = gtag;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  const stored = storedConsent();
  if (stored) applyConsent(stored);
}

/**
 * The real-user metrics' code, in a chunk of its own. The build's own variable is tested here, not
 * the imported `ANALYTICS_ID`, so that a build without analytics drops the import and ships none
 * of it (through the import, the bundler keeps it and emits the chunk).
 */
const loadWebVitals = import.meta.env.VITE_ANALYTICS_ID
  ? () => import('../vitals/report-web-vitals')
  : undefined;

let vitalsRequested = false;

/** Starts reporting LCP, INP and CLS to analytics, once. */
function startWebVitals(): void {
  if (vitalsRequested || !loadWebVitals) return;
  vitalsRequested = true;
  // Its file not arriving costs this visit's metrics only: the page and the tag carry on.
  loadWebVitals()
    .then(({ reportWebVitals }) => reportWebVitals())
    .catch(() => undefined);
}

/**
 * Applies a choice: Consent Mode is updated, and the tag and the real-user metrics load only once
 * analytics is granted.
 * Advertising stays denied: the site runs no ads.
 */
export function applyConsent(choice: ConsentChoice): void {
  if (!ANALYTICS_ID) return;
  gtag('consent', 'update', { analytics_storage: choice });
  if (choice === 'granted') {
    loadTag();
    startWebVitals();
  }
}

/** Remembers and applies the visitor's choice. */
export function chooseConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Not remembered (storage refused); it still applies to this page.
  }
  applyConsent(choice);
  window.dispatchEvent(new Event(CONSENT_CHANGED));
}
