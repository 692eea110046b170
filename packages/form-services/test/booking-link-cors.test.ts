import { describe, expect, it } from 'vitest';
import { startServices, track } from './helpers';

const SITE = 'https://www.acme.ae';

describe('the booking link’s endpoint, asked by pages on another origin (a static host)', () => {
  it('answers the preflight of a JSON post for the site’s origin only, and lets it read the answer', async () => {
    const services = track(await startServices({ siteUrl: SITE, linkSecret: 'k'.repeat(32) }));
    const url = `${services.url}/api/booking-link`;
    const preflight = (origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const ours = await preflight(SITE);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(ours.headers.get('access-control-allow-methods')).toBe('POST');
    expect(ours.headers.get('access-control-allow-headers')).toBe('content-type');
    const theirs = await preflight('https://elsewhere.example');
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();

    const answer = await fetch(url, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'not.signed', action: 'view' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});
