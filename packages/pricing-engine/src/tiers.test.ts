import { describe, expect, it } from 'vitest';
import { SPEC } from '../test/spec';
import { calculatePrice } from './calculate';

const { wifi, cctv } = SPEC;

describe('Wi-Fi access point tiers (first 20 at 40, up to 100 at 30, beyond at 20)', () => {
  it.each([
    [20, [[20, wifi.firstRate]]],
    [
      21,
      [
        [20, wifi.firstRate],
        [1, wifi.midRate],
      ],
    ],
    [
      100,
      [
        [20, wifi.firstRate],
        [80, wifi.midRate],
      ],
    ],
    [
      101,
      [
        [20, wifi.firstRate],
        [80, wifi.midRate],
        [1, wifi.beyondRate],
      ],
    ],
  ])('%i access points are priced on marginal tiers', (count, lines) => {
    const { meta } = calculatePrice({ numWiFi: count });
    expect(meta.wifi.count).toBe(count);
    expect(meta.wifi.breakdown).toEqual(
      lines.map(([qty, rate]) => ({ qty, rate, line: qty! * rate! })),
    );
    expect(meta.wifi.cost).toBe(lines.reduce((sum, [qty, rate]) => sum + qty! * rate!, 0));
  });

  it('has no lines and no cost for zero access points', () => {
    expect(calculatePrice({ numWiFi: 0 }).meta.wifi).toEqual({ count: 0, breakdown: [], cost: 0 });
  });
});

describe('CCTV camera tiers (first 50 at 25, up to 200 at 18, beyond at 12)', () => {
  it.each([
    [50, [[50, cctv.firstRate]]],
    [
      51,
      [
        [50, cctv.firstRate],
        [1, cctv.midRate],
      ],
    ],
    [
      200,
      [
        [50, cctv.firstRate],
        [150, cctv.midRate],
      ],
    ],
    [
      201,
      [
        [50, cctv.firstRate],
        [150, cctv.midRate],
        [1, cctv.beyondRate],
      ],
    ],
  ])('%i cameras are priced on marginal tiers', (count, lines) => {
    const { meta, baseServices } = calculatePrice({ numCCTV: count });
    const cost = lines.reduce((sum, [qty, rate]) => sum + qty! * rate!, 0);
    expect(meta.cctv.breakdown).toEqual(
      lines.map(([qty, rate]) => ({ qty, rate, line: qty! * rate! })),
    );
    expect(meta.cctv.cost).toBe(cost);
    expect(baseServices).toBe(cost);
  });
});
