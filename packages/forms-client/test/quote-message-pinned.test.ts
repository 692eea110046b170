import { priceQuote } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { quoteMessage } from '../src/forms/quote-message';

// The quote request's message exactly as it was before the quote's layout moved into the engine:
// every byte of it, so the company's inbox rules and readers see no change.
describe('quote message, pinned', () => {
  const page = 'https://example.ae/pricing?users=30#q';

  it('every kind of line: tiers, add-ons, licences, 24x7, discount, VAT, notes of two lines', () => {
    const quote = priceQuote({
      numUsers: '30',
      numServers: 2,
      numRouters: 1,
      numFirewalls: 1,
      numWiFi: 25,
      numCCTV: 40,
      numLocations: 2,
      supportHours: '24x7',
      addons: { avMgmt: true, siteVisit: true },
      licenses: { endpointProt: true, dataBackupServer: true },
    });
    expect(quoteMessage({ quote, notes: ' Need\na plan ', page })).toBe(
      'Environment\n- Users: 30\n- Servers: 2\n- Routers: 1\n- Firewalls: 1\n- Wi-Fi access points: 25\n- CCTV cameras: 40\n- Sites: 2\n- Support hours: 24x7\nAdd-on services: Antivirus management, Monthly on-site visit\nOptional licenses: Endpoint protection, Server backup\n\nMonthly estimate\n- Users: 30 × AED 125 — AED 3,750\n- Servers: 2 × AED 300 — AED 600\n- Routers: 1 × AED 60 — AED 60\n- Firewalls: 1 × AED 60 — AED 60\n- Sites: 2 × AED 500 — AED 1,000\n- Wi-Fi access points: 20 × AED 40 — AED 800\n- Wi-Fi access points: 5 × AED 30 — AED 150\n- CCTV cameras: 40 × AED 25 — AED 1,000\n- Antivirus management — AED 150\n- Monthly on-site visit — AED 400\n- Endpoint protection: 30 × AED 12 — AED 360\n- Server backup: 2 × AED 100 — AED 200\n- 24x7 surcharge (40%) — AED 3,412\n- Subtotal — AED 11,942\n- Discount (15%) — -AED 1,791\n- Total per month — AED 10,151\n- VAT (5%) — AED 508\n- Monthly total incl. VAT — AED 10,658\n- Annual total (12 months, excl. VAT) — AED 121,808\nAmounts are rounded to whole dirhams.\nSuggested package: Enterprise 24/7 (AED 10,619/month)\nYour Custom Quote is cheaper by AED 468/mo.\n\nNotes: Need\na plan\nPage: https://example.ae/pricing?users=30#q',
    );
  });

  it('an empty environment, no notes', () => {
    expect(quoteMessage({ quote: priceQuote({}), page })).toBe(
      'Environment\n- Users: 0\n- Servers: 0\n- Routers: 0\n- Firewalls: 0\n- Wi-Fi access points: 0\n- CCTV cameras: 0\n- Sites: 0\n- Support hours: 8x5\nAdd-on services: None\nOptional licenses: None\n\nMonthly estimate\n- Total per month — AED 0\n- VAT (5%) — AED 0\n- Monthly total incl. VAT — AED 0\n- Annual total (12 months, excl. VAT) — AED 0\nAmounts are rounded to whole dirhams.\nSuggested package: Essential Care (AED 1,499/month)\nYour Custom Quote is cheaper by AED 1,499/mo.\n\nNotes: (none)\nPage: https://example.ae/pricing?users=30#q',
    );
  });

  it('a custom quote cheaper than its package', () => {
    expect(quoteMessage({ quote: priceQuote({ numUsers: 10 }), notes: 'x', page })).toBe(
      'Environment\n- Users: 10\n- Servers: 0\n- Routers: 0\n- Firewalls: 0\n- Wi-Fi access points: 0\n- CCTV cameras: 0\n- Sites: 0\n- Support hours: 8x5\nAdd-on services: None\nOptional licenses: None\n\nMonthly estimate\n- Users: 10 × AED 125 — AED 1,250\n- Total per month — AED 1,250\n- VAT (5%) — AED 63\n- Monthly total incl. VAT — AED 1,313\n- Annual total (12 months, excl. VAT) — AED 15,000\nAmounts are rounded to whole dirhams.\nSuggested package: Essential Care (AED 1,499/month)\nYour Custom Quote is cheaper by AED 249/mo.\n\nNotes: x\nPage: https://example.ae/pricing?users=30#q',
    );
  });
});
