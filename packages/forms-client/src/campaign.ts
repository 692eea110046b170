import { isRecord } from './record';

/** The campaign parameters read from a landing address. */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** One campaign parameter name. */
export type UtmKey = (typeof UTM_KEYS)[number];

/** Campaign parameters, each an empty string when absent. */
export type Campaign = Readonly<Record<UtmKey, string>>;

/** What every submission carries about where it came from. */
export interface SubmissionContext {
  /** The address of the page the form was sent from. */
  readonly page: string;
  /** Where the visitor came from before landing on the site. */
  readonly referrer: string;
  readonly campaign: Campaign;
  /**
   * How long the page had been shown (since its first paint, not its hydration) when the form
   * was sent, in ms; a weak sign of a bot when very short. Unknown outside a browser.
   */
  readonly shownForMs?: number;
}

/** The subset of `Storage` this module uses (sessionStorage in a browser). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const STORAGE_KEY = 'acme.campaign';

/** A campaign with every parameter empty. */
export const NO_CAMPAIGN: Campaign = Object.freeze({
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
});

/**
 * Reads the campaign parameters of an address; `null` when it has none.
 *
 * @example
 * campaignFromUrl('https://x.ae/?utm_source=google&utm_medium=cpc')?.utm_medium; // => 'cpc'
 * campaignFromUrl('https://x.ae/pricing'); // => null
 */
export function campaignFromUrl(url: string): Campaign | null {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://localhost').searchParams;
  } catch {
    return null;
  }
  if (!UTM_KEYS.some((key) => params.has(key))) return null;
  const campaign: Record<UtmKey, string> = { ...NO_CAMPAIGN };
  for (const key of UTM_KEYS) campaign[key] = params.get(key) ?? '';
  return campaign;
}

interface StoredVisit {
  readonly campaign: Campaign;
  readonly referrer: string;
}

function readVisit(store: KeyValueStore | undefined): StoredVisit | null {
  try {
    const raw = store?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    // `null` stored was refused before (reading a field of it threw); other values read as empty.
    if (parsed === null) return null;
    const stored = isRecord(parsed) ? parsed : {};
    const storedCampaign = isRecord(stored.campaign) ? stored.campaign : {};
    const campaign: Record<UtmKey, string> = { ...NO_CAMPAIGN };
    for (const key of UTM_KEYS) {
      const value = storedCampaign[key];
      if (typeof value === 'string') campaign[key] = value;
    }
    return { campaign, referrer: typeof stored.referrer === 'string' ? stored.referrer : '' };
  } catch {
    return null;
  }
}

function writeVisit(store: KeyValueStore | undefined, visit: StoredVisit): void {
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // Storage can be full or disabled (private mode); the visit then carries what this page has.
  }
}

/**
 * Remembers the campaign and the outside referrer for the rest of the visit, so a
 * visitor who lands with UTM tags and submits a form on another page still carries
 * them. A new tagged address replaces the stored campaign; the first outside
 * referrer is kept.
 */
export function captureVisit(options: {
  readonly url: string;
  readonly referrer: string;
  readonly store?: KeyValueStore;
}): { campaign: Campaign; referrer: string } {
  const stored = readVisit(options.store);
  const fromUrl = campaignFromUrl(options.url);
  const visit: StoredVisit = {
    campaign: fromUrl ?? stored?.campaign ?? NO_CAMPAIGN,
    referrer: stored?.referrer || externalReferrer(options.referrer, options.url),
  };
  if (fromUrl || (!stored?.referrer && visit.referrer)) writeVisit(options.store, visit);
  return visit;
}

/** A referrer from another site; the site's own pages are not where a visitor came from. */
function externalReferrer(referrer: string, url: string): string {
  try {
    return referrer && new URL(referrer).origin !== new URL(url).origin ? referrer : '';
  } catch {
    return referrer;
  }
}

/** How long since the page's first paint, in whole ms; `undefined` where nothing says. */
function shownForMs(): number | undefined {
  const timing = (globalThis as { performance?: Performance }).performance;
  const paint = timing?.getEntriesByType('paint').find((entry) => entry.name === 'first-paint');
  return timing && paint ? Math.max(0, Math.round(timing.now() - paint.startTime)) : undefined;
}

/**
 * The submission context of the current browser page: its address (without `#…`), the visit's
 * campaign and referrer (captured on first call). Outside a browser, everything is
 * empty.
 */
export function browserContext(): SubmissionContext {
  const location = (globalThis as { location?: Location }).location;
  const document = (globalThis as { document?: Document }).document;
  if (!location) return { page: '', referrer: '', campaign: NO_CAMPAIGN };
  let store: KeyValueStore | undefined;
  try {
    store = globalThis.sessionStorage;
  } catch {
    store = undefined;
  }
  const visit = captureVisit({ url: location.href, referrer: document?.referrer ?? '', store });
  // Without its `#` part: it names no other page, and may hold a secret (a booking link's token).
  const page = location.href.replace(/#.*$/, '');
  return { page, ...visit, shownForMs: shownForMs() };
}
