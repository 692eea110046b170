import { describe, expect, it } from 'vitest';
import { formServicesUrl } from './form-services-address';

describe('the form services’ endpoints', () => {
  it('are on this origin while the forms post to it', () => {
    expect(formServicesUrl('/api/submit', '/api/booking-link')).toBe('/api/booking-link');
  });

  it('are on the form services’ origin when the forms post there (pages on a static host)', () => {
    expect(formServicesUrl('https://forms.acme.ae/api/submit', '/api/booking-link')).toBe(
      'https://forms.acme.ae/api/booking-link',
    );
  });
});
