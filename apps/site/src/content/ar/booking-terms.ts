import { ARABIC_EMIRATE_NAMES, arabicAfterHours, arabicCount } from '@acme/pricing-engine';
import * as TERMS from './glossary';
import { HOURS } from './nouns';
import type { BookingTermsCopy } from '../shapes/booking';

/** A number of hours, said alone (in the nominative): a field's hint, a quick-hours button. */
const hours = (count: number) => arabicCount(count, HOURS, 'nominative');

/** What a booking is made of, as the form, its quote and a booking seen again name it. */
export const BOOKING_TERMS: BookingTermsCopy = {
  serviceTypes: { remote: 'عن بُعد', onsite: TERMS.onSite },
  serviceType: 'نوع الخدمة',
  emirate: 'الإمارة',
  emirateName: (emirate) => ARABIC_EMIRATE_NAMES[emirate],
  date: 'التاريخ',
  startTime: 'وقت البدء (بتوقيت الخليج)',
  hour: (time) => `${time} بتوقيت الخليج (UTC+4)`,
  hours: 'عدد الساعات',
  minimumHours: (count) => `الحد الأدنى ${hours(count)}`,
  hoursButton: hours,
  afterHours: arabicAfterHours,
  travel: 'رسوم التنقل',
  total: 'الإجمالي',
};
