import type { ArabicCountedNoun } from './counted-ar';
import type { PackageId } from './packages';

/** «Visit» as Arabic counts it (see {@link arabicCount}): the packages' monthly visits. */
export const ARABIC_VISITS: ArabicCountedNoun = {
  one: 'زيارة واحدة',
  oneAccusative: 'زيارة واحدة',
  two: 'زيارتان',
  twoOblique: 'زيارتين',
  few: 'زيارات',
  many: 'زيارة',
  hundreds: 'زيارة',
};

/**
 * The managed packages' service levels in Arabic, in the order of their English `serviceLevels`:
 * the one wording of the quote and the packages pages. Written out, so that a page that shows them
 * loads no counting code; a test words them again from `PACKAGE_SERVICE_LEVELS` with
 * `arabicCount`, so they cannot go stale.
 *
 * @example
 * ARABIC_SERVICE_LEVELS.essential[0]; // => 'الدعم عن بُعد خلال 4 ساعات'
 */
export const ARABIC_SERVICE_LEVELS: Readonly<Record<PackageId, readonly string[]>> = {
  essential: [
    'الدعم عن بُعد خلال 4 ساعات',
    'الدعم في الموقع في يوم العمل التالي',
    'زيارة واحدة شهريًا',
  ],
  business: ['الدعم عن بُعد خلال ساعتين', 'الدعم في الموقع خلال 8 ساعات', 'زيارتان شهريًا'],
  enterprise: [
    'مراقبة على مدار الساعة من مركز عمليات الشبكة (NOC)',
    'الدعم عن بُعد خلال ساعة واحدة',
    'الدعم في الموقع خلال 4 ساعات',
    '4 زيارات شهريًا',
  ],
};
