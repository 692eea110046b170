import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserContext } from '../src/campaign';

afterEach(() => vi.unstubAllGlobals());

describe('the browser page a form is sent from', () => {
  it('is its address without the `#` part, which may hold a booking link’s token', () => {
    vi.stubGlobal('location', {
      href: 'https://www.acme.ae/on-demand-support/booking?utm_source=mail#eyJsIjoieCJ9.c2ln',
    });
    vi.stubGlobal('document', { referrer: '' });
    expect(browserContext().page).toBe(
      'https://www.acme.ae/on-demand-support/booking?utm_source=mail',
    );
  });
});
