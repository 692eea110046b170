import { toCount } from '../count';
import { toLatinDigits } from '../digits';
import { aedToFils, percentOfFils, sumFils, timesFils, toFils, type Fils } from '../money';
import { toEmirate, type Emirate } from './emirates';
import { dubaiIsoDateTime, isoWeekday, type IsoDate } from './gulf-time';
import { ON_DEMAND_RATES, type ServiceType } from './rates';

/** What the booking form holds. Hours and start hour may be the strings an `<input>` gives. */
export interface OnDemandRequest {
  readonly serviceType: ServiceType | string;
  readonly emirate?: string | null;
  /** The requested day in Dubai, `YYYY-MM-DD`. */
  readonly date: IsoDate;
  /** 0–23, Gulf time. */
  readonly startHour: number | string;
  readonly hours: number | string;
}

/** Why a booking is priced as after-hours. */
export type AfterHoursReason = 'weekend' | 'outside-business-hours';

/**
 * An on-demand quote. Every amount is in fils, as the engine computed it: a page or mail converts
 * (`filsToAed`) and formats, and never multiplies.
 */
export interface OnDemandQuote {
  readonly serviceType: ServiceType;
  /** The onsite emirate; `null` for remote or when none is chosen. */
  readonly emirate: Emirate | null;
  /** Billed hours: whole, at least the minimum. */
  readonly hours: number;
  readonly baseIncludesHours: number;
  /** What the base costs: the first `baseIncludesHours` hours. */
  readonly baseRate: Fils;
  readonly extraHours: number;
  /** What each extra hour costs. */
  readonly extraRate: Fils;
  /** The extra hours at their rate. */
  readonly extraHoursCharge: Fils;
  /** Base + extra hours, before after-hours. */
  readonly subtotal: Fils;
  readonly afterHours: boolean;
  readonly afterHoursReason: AfterHoursReason | null;
  /** 1 in business hours, else the after-hours multiplier. */
  readonly afterHoursMultiplier: number;
  /**
   * What after-hours adds to this subtotal (the multiplier's part above 1). Stated in business
   * hours too, so a form can show what it would add; the total holds it only when `afterHours`.
   */
  readonly afterHoursCharge: Fils;
  /** Travel to an onsite emirate outside the travel-free ones; 0 otherwise. */
  readonly travelCharge: Fils;
  /** Subtotal, plus the after-hours charge when it applies, plus travel. */
  readonly total: Fils;
  /** The requested start, e.g. `2026-11-23T10:00:00+04:00`; empty for an invalid date. */
  readonly requestedDatetimeDubaiIso: string;
}

/**
 * Billed hours: whole hours with a fraction rounded up; below the minimum or
 * unparsable becomes the minimum.
 *
 * @example
 * toBillableHours('3.2'); // => 4
 * toBillableHours('٣٫٢'); // => 4
 * toBillableHours(1); // => 2
 * toBillableHours(''); // => 2
 */
export function toBillableHours(hours: number | string): number {
  const parsed =
    typeof hours === 'string' && hours.trim() !== '' ? Number(toLatinDigits(hours)) : hours;
  const whole = typeof parsed === 'number' && Number.isFinite(parsed) ? Math.ceil(parsed) : 0;
  return Math.max(ON_DEMAND_RATES.minimumHours, toCount(whole));
}

/**
 * A start hour of the Gulf day, 0–23; anything else is held inside that range
 * and an unparsable value is 0.
 *
 * @example
 * toStartHour('14'); // => 14
 * toStartHour(30); // => 23
 */
export function toStartHour(hour: number | string): number {
  return Math.min(23, toCount(hour));
}

/**
 * Whether a start on a Dubai date and hour falls outside business hours, and
 * why. Weekdays are read from the date itself, so the machine's time zone
 * never matters.
 *
 * @example
 * afterHoursReason('2026-11-23', 9); // => null
 * afterHoursReason('2026-11-23', 18); // => 'outside-business-hours'
 * afterHoursReason('2026-11-28', 10); // => 'weekend'
 */
export function afterHoursReason(date: IsoDate, startHour: number): AfterHoursReason | null {
  return afterHoursReasonOn(isoWeekday(date), startHour);
}

/** {@link afterHoursReason} for an ISO weekday already read (`null` when unknown). */
function afterHoursReasonOn(weekday: number | null, startHour: number): AfterHoursReason | null {
  const { weekdays, startHour: opens, endHour: closes } = ON_DEMAND_RATES.businessHours;
  if (weekday !== null && !weekdays.includes(weekday)) return 'weekend';
  if (startHour < opens || startHour >= closes) return 'outside-business-hours';
  return null;
}

/**
 * Prices an on-demand booking: the base covers the first hours, extra hours
 * are billed at the hourly rate, after-hours multiplies the whole subtotal, and
 * travel outside Dubai and Sharjah is added for onsite visits.
 *
 * @example
 * priceOnDemand({ serviceType: 'remote', date: '2026-11-23', startHour: 10, hours: 3 }).total; // => 45000
 * priceOnDemand({ serviceType: 'onsite', emirate: 'Abu Dhabi', date: '2026-11-28', startHour: 10, hours: 2 }).total; // => 87500
 * priceOnDemand({ serviceType: 'onsite', emirate: 'Abu Dhabi', date: '2026-11-28', startHour: 10, hours: 2 }).afterHoursCharge; // => 22500
 */
export function priceOnDemand(request: OnDemandRequest): OnDemandQuote {
  const serviceType: ServiceType = request.serviceType === 'onsite' ? 'onsite' : 'remote';
  const rate = ON_DEMAND_RATES[serviceType];
  const emirate = serviceType === 'onsite' ? toEmirate(request.emirate) : null;
  const hours = toBillableHours(request.hours);
  const startHour = toStartHour(request.startHour);
  const extraHours = Math.max(0, hours - rate.includedHours);

  const baseRate = aedToFils(rate.base);
  const extraRate = aedToFils(rate.extraHourly);
  const extraHoursCharge = timesFils(extraRate, extraHours);
  const subtotal = sumFils([baseRate, extraHoursCharge]);
  const afterHoursCharge = percentOfFils(
    subtotal,
    (ON_DEMAND_RATES.afterHoursMultiplier - 1) * 100,
  );
  const weekday = isoWeekday(request.date);
  const reason = afterHoursReasonOn(weekday, startHour);
  const travel =
    emirate !== null && !ON_DEMAND_RATES.travelFreeEmirates.includes(emirate)
      ? aedToFils(ON_DEMAND_RATES.travelCharge)
      : toFils(0);

  return {
    serviceType,
    emirate,
    hours,
    baseIncludesHours: rate.includedHours,
    baseRate,
    extraHours,
    extraRate,
    extraHoursCharge,
    subtotal,
    afterHours: reason !== null,
    afterHoursReason: reason,
    afterHoursMultiplier: reason === null ? 1 : ON_DEMAND_RATES.afterHoursMultiplier,
    afterHoursCharge,
    travelCharge: travel,
    total: sumFils([subtotal, reason === null ? toFils(0) : afterHoursCharge, travel]),
    requestedDatetimeDubaiIso: weekday === null ? '' : dubaiIsoDateTime(request.date, startHour),
  };
}
