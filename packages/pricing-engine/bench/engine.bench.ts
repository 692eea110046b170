import { bench, describe } from 'vitest';
import { PRESETS, calculatePrice, priceOnDemand } from '../dist/index.js';

/**
 * Each op makes CALLS calls, so that the per-op timer of the bench runner does not
 * dominate what is measured: calls per second = hz × CALLS.
 */
const CALLS = 1000;
const environments = [
  ...Object.values(PRESETS).map((p) => p.environment),
  { numUsers: '42', numServers: '3', numWiFi: '130', numCCTV: '260', supportHours: '24x7' },
];
const requests = Array.from({ length: 24 }, (_, hour) => ({
  serviceType: hour % 2 ? 'onsite' : 'remote',
  emirate: 'Abu Dhabi',
  date: hour % 3 ? '2026-11-23' : '2026-11-28',
  startHour: hour,
  hours: '3',
}));
let sink = 0;

describe(`pricing engine (${CALLS} calls per op; calls/s = hz × ${CALLS})`, () => {
  bench('calculatePrice', () => {
    for (let i = 0; i < CALLS; i++) sink += calculatePrice(environments[i % 5]).grandTotal;
  });

  bench('priceOnDemand', () => {
    for (let i = 0; i < CALLS; i++) sink += priceOnDemand(requests[i % 24]!).total;
  });
});

export { sink };
