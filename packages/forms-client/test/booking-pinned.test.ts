import { describe, expect, it } from 'vitest';
import { bookingFields } from '../src/forms/booking';
import { CONTEXT, REMOTE_BOOKING } from './fixtures';

// The booking's wire fields exactly as the form sent them before its codec was shared with the
// services: names, order and every byte of every value. A refactoring must not change them.
describe('booking fields, pinned', () => {
  const config = { accessKey: 'test-key' };

  it('onsite, after hours, a fraction of an hour, untrimmed input', () => {
    const fields = bookingFields(
      {
        serviceType: 'onsite',
        emirate: ' abu dhabi ',
        date: '2026-11-28',
        startHour: '7',
        hours: '3.5',
        name: ' Rami ',
        email: 'rami@shop.ae',
        company: ' Shop ',
        phone: '04 000 0000',
        address: 'Khalifa City',
        notes: ' Printer\ndown ',
        botcheck: '',
      },
      CONTEXT,
      config,
    );
    expect(JSON.stringify(fields)).toBe(
      '{"access_key":"test-key","subject":"On-Demand Support Booking (Onsite)","from_name":"Rami","name":"Rami","email":"rami@shop.ae","replyto":"rami@shop.ae","page":"https://example.ae/contact?utm_source=google","source":"on-demand-support","botcheck":"","utm_source":"google","utm_medium":"cpc","utm_campaign":"amc-dubai","utm_term":"it support","utm_content":"ad-1","company":"Shop","phone":"04 000 0000","address":"Khalifa City","notes":" Printer\\ndown ","service_type":"onsite","emirate":"Abu Dhabi","requested_date":"2026-11-28","requested_hour_gst":"07:00","requested_datetime_dubai_iso":"2026-11-28T07:00:00+04:00","hours":"4","after_hours":"Yes","travel_charge_aed":"200","calculated_total_aed":"1325","pricing_breakdown":"{\\"base_includes_hours\\":2,\\"base_rate_aed\\":450,\\"extra_hours\\":2,\\"extra_rate_aed\\":150,\\"after_hours_multiplier\\":1.5,\\"travel_charge_aed\\":200}"}',
    );
  });

  it('remote, an emirate ignored, hours under the minimum', () => {
    const fields = bookingFields(REMOTE_BOOKING, CONTEXT, config);
    expect(JSON.stringify(fields)).toBe(
      '{"access_key":"test-key","subject":"On-Demand Support Booking (Remote)","from_name":"A","name":"A","email":"a@b.ae","replyto":"a@b.ae","page":"https://example.ae/contact?utm_source=google","source":"on-demand-support","botcheck":"","utm_source":"google","utm_medium":"cpc","utm_campaign":"amc-dubai","utm_term":"it support","utm_content":"ad-1","company":"","phone":"","address":"","notes":"","service_type":"remote","emirate":"","requested_date":"2026-11-23","requested_hour_gst":"09:00","requested_datetime_dubai_iso":"2026-11-23T09:00:00+04:00","hours":"2","after_hours":"No","travel_charge_aed":"0","calculated_total_aed":"350","pricing_breakdown":"{\\"base_includes_hours\\":2,\\"base_rate_aed\\":350,\\"extra_hours\\":0,\\"extra_rate_aed\\":100,\\"after_hours_multiplier\\":1,\\"travel_charge_aed\\":0}"}',
    );
  });
});
