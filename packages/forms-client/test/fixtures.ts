import { priceQuote, type Environment } from '@acme/pricing-engine';
import type { SubmissionContext } from '../src/campaign';
import type { BookingRequest } from '../src/forms/booking';
import type { FormsConfig } from '../src/config';

export const COMPANY_EMAIL = 'info@example.ae';

// The rule of the journeys issue: a request with a file is waited for its base timeout plus the
// time the file takes at 1 Mbit/s, i.e. 1 ms for every 125 bytes.
export const BYTES_PER_MS_AT_1_MBIT = 1_000_000 / 8 / 1000;

/** A configuration pointing every endpoint at `base`. */
export function configFor(base: string, overrides: Partial<FormsConfig> = {}): FormsConfig {
  return {
    formMailEndpoint: `${base}/api/submit`,
    accessKey: 'test-key',
    rfiEndpoint: `${base}/send-rfi.php`,
    leadEndpoint: `${base}/send-lead.php`,
    companyEmail: COMPANY_EMAIL,
    // Only a hang's limit: a loopback answer must never race it on a slow machine. The tests of
    // the timeout set their own, on a clock they move.
    timeoutMs: 30_000,
    ...overrides,
  };
}

export const CONTEXT: SubmissionContext = {
  page: 'https://example.ae/contact?utm_source=google',
  referrer: 'https://www.google.com/',
  campaign: {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'amc-dubai',
    utm_term: 'it support',
    utm_content: 'ad-1',
  },
};

export const ENVIRONMENT: Environment = {
  numUsers: '12',
  numServers: 2,
  numWiFi: 4,
  supportHours: '24x7',
  addons: { avMgmt: true },
  licenses: { m365Backup: true },
};
export const QUOTE = priceQuote(ENVIRONMENT);

/** A remote booking on Monday 23 Nov 2026 at 09:00, an emirate that remote help ignores, 1 hour. */
export const REMOTE_BOOKING: BookingRequest = {
  serviceType: 'remote',
  emirate: 'Fujairah',
  date: '2026-11-23',
  startHour: 9,
  hours: 1,
  name: 'A',
  email: 'a@b.ae',
};
