import type { Emirate } from './emirates';

/** Remote help, or an engineer on site. */
export type ServiceType = 'remote' | 'onsite';

/** What one service type costs (AED). */
export interface OnDemandServiceRate {
  /** Covers the first `includedHours`. */
  readonly base: number;
  readonly includedHours: number;
  /** Per hour beyond the included ones. */
  readonly extraHourly: number;
}

/** Every on-demand price, limit and business-hours rule. */
export interface OnDemandRates {
  readonly remote: OnDemandServiceRate;
  readonly onsite: OnDemandServiceRate;
  /** Shorter bookings are billed as this many hours. */
  readonly minimumHours: number;
  /** The longest booking taken, in billed hours: a day's work, one calendar invitation. */
  readonly maximumHours: number;
  /** Applied to the whole subtotal outside business hours. */
  readonly afterHoursMultiplier: number;
  /** Business hours in Gulf time: these ISO weekdays (1 = Monday), from `startHour` to before `endHour`. */
  readonly businessHours: {
    readonly weekdays: readonly number[];
    readonly startHour: number;
    readonly endHour: number;
  };
  /** Added after the multiplier for onsite visits outside `travelFreeEmirates`. */
  readonly travelCharge: number;
  readonly travelFreeEmirates: readonly Emirate[];
}

/**
 * On-demand support rates (AED).
 *
 * @example
 * ON_DEMAND_RATES.onsite.base; // => 450
 * ON_DEMAND_RATES.afterHoursMultiplier; // => 1.5
 */
export const ON_DEMAND_RATES: OnDemandRates = {
  remote: { base: 350, includedHours: 2, extraHourly: 100 },
  onsite: { base: 450, includedHours: 2, extraHourly: 150 },
  minimumHours: 2,
  maximumHours: 24,
  afterHoursMultiplier: 1.5,
  businessHours: { weekdays: [1, 2, 3, 4, 5], startHour: 9, endHour: 18 },
  travelCharge: 200,
  travelFreeEmirates: ['Dubai', 'Sharjah'],
};
