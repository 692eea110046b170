import { EMIRATES, filsToAed, priceOnDemand } from '@acme/pricing-engine';
import { describe, expect, it } from 'vitest';
import { decodeBooking, encodeBooking } from './booking';
import { leadProblem } from './check';
import { LEAD_CONTRACTS } from './forms';

const MONDAY = '2026-11-23';

describe('booking codec', () => {
  it('decodes what it encodes, for every service, emirate, start hour and length allowed', () => {
    for (const hours of [2, 3, 13, 24])
      for (let startHour = 0; startHour < 24; startHour++) {
        const remote = { serviceType: 'remote', emirate: null, date: MONDAY, startHour, hours };
        expect(decodeBooking(encodeBooking(remote))).toEqual(remote);
        for (const emirate of EMIRATES) {
          const onsite = { ...remote, serviceType: 'onsite', emirate };
          expect(decodeBooking(encodeBooking(onsite))).toEqual(onsite);
        }
      }
  });

  it('writes the hours billed, so a short or fractional booking decodes as billed', () => {
    // site-pages.md: hours minimum 2, lower values raised to 2; whole hours.
    expect(
      decodeBooking(encodeBooking({ serviceType: 'remote', date: MONDAY, startHour: 9, hours: 1 })),
    ).toMatchObject({ hours: 2 });
    expect(
      decodeBooking(
        encodeBooking({ serviceType: 'remote', date: MONDAY, startHour: 9, hours: '2.5' }),
      ),
    ).toMatchObject({ hours: 3 });
  });

  it('writes the price it is given, and the same fields as when it prices the request itself', () => {
    const request = {
      serviceType: 'onsite',
      emirate: 'sharjah',
      date: MONDAY,
      startHour: 20,
      hours: 3,
    };
    const price = priceOnDemand(request);
    expect(encodeBooking(request, price)).toEqual(encodeBooking(request));
    // A price made for a longer booking shows in the fields: the given one is used, not a new one.
    const longer = priceOnDemand({ ...request, hours: 5 });
    expect(encodeBooking(request, longer).calculated_total_aed).toBe(
      String(filsToAed(longer.total)),
    );
  });

  it('refuses more than 24 hours, and what the form could not have sent', () => {
    const fields = encodeBooking({ serviceType: 'remote', date: MONDAY, startHour: 9, hours: 24 });
    expect(decodeBooking({ ...fields, hours: '25' })).toBeNull();
    expect(decodeBooking({ ...fields, hours: '1' })).toBeNull();
    expect(decodeBooking({ ...fields, hours: '2.5' })).toBeNull();
    expect(decodeBooking({ ...fields, requested_hour_gst: '24:00' })).toBeNull();
    expect(decodeBooking({ ...fields, service_type: 'onsite' })).toBeNull();
    expect(decodeBooking({ ...fields, requested_date: '2026-02-30' })).toBeNull();
  });
});

describe('the booking contract: at most 24 hours', () => {
  const booking = {
    name: 'Rami',
    email: 'rami@shop.ae',
    requested_date: MONDAY,
    service_type: 'remote',
  };

  it('says so of a longer booking, in the form and on the server alike', () => {
    expect(leadProblem(LEAD_CONTRACTS.booking, { ...booking, hours: '25' })).toBe(
      'Please choose at most 24 hours.',
    );
    expect(leadProblem(LEAD_CONTRACTS.booking, { ...booking, hours: '24' })).toBeNull();
  });
});
