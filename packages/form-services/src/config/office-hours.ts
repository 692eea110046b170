import type { OfficeHours } from '@acme/forms-client/contract';
import { ConfigurationError } from './configuration-error';

const isDay = (day: number) => Number.isInteger(day) && day >= 0 && day <= 6;
const isHour = (hour: number) => Number.isInteger(hour) && hour >= 0 && hour <= 24;

/**
 * Office hours a week can count business days in: at least one day, each 0 (Sunday) to 6, and
 * whole hours that open before they close. Checked once, when the options are settled, since a
 * week with no time open would leave a reply-by time never found.
 *
 * @example
 * checkedOfficeHours({ days: [0, 1, 2, 3, 4], opens: 9, closes: 18 }).closes; // => 18
 * checkedOfficeHours({ days: [7], opens: 9, closes: 18 }); // throws a ConfigurationError
 */
export function checkedOfficeHours(office: OfficeHours): OfficeHours {
  if (
    office.days.length === 0 ||
    !office.days.every(isDay) ||
    !isHour(office.opens) ||
    !isHour(office.closes) ||
    office.opens >= office.closes
  )
    throw new ConfigurationError(
      `The office hours ${JSON.stringify(office)} are not a week with time open: days 0 (Sunday) to 6, whole hours, opening before closing.`,
    );
  return office;
}
