import { afterEach, describe, expect, it } from 'vitest';
import { defaultBooking, isBookingDateAllowed } from './booking';
import { priceOnDemand } from './price-on-demand';

const ORIGINAL_TZ = process.env.TZ;
const ZONES = ['America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Dubai', 'UTC'];

function snapshot() {
  const instants = ['2026-11-23T04:59:00Z', '2026-11-23T19:30:00Z', '2026-11-28T03:00:00Z'];
  return {
    quotes: [9, 17, 18].flatMap((startHour) =>
      ['2026-11-23', '2026-11-27', '2026-11-28', '2026-11-29'].map((date) =>
        priceOnDemand({ serviceType: 'onsite', emirate: 'Ajman', date, startHour, hours: 3 }),
      ),
    ),
    defaults: instants.map((iso) => defaultBooking(new Date(iso))),
    allowed: instants.map((iso) => isBookingDateAllowed('2026-11-23', new Date(iso))),
  };
}

afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

describe('on-demand results do not depend on the machine time zone', () => {
  it.each(ZONES)('%s gives the same quotes and defaults as Gulf time', (zone) => {
    process.env.TZ = 'Asia/Dubai';
    const gulf = snapshot();
    process.env.TZ = zone;
    // The zone really changed for Date (so this test can fail).
    const offset = new Date('2026-11-23T12:00:00Z').getTimezoneOffset();
    if (zone !== 'Asia/Dubai') expect(offset).not.toBe(-240);
    expect(snapshot()).toEqual(gulf);
  });
});
