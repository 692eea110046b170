import { formatAEDArabic } from './format';
import { ARABIC_ITEM_NAMES } from './item-names-ar';
import type { QuoteLabels } from './quote-labels';
import { ARABIC_SERVICE_LEVELS } from './service-levels-ar';
import { ARABIC_ALL_HOURS } from './support-hours-ar';

const isItem = (key: string): key is keyof typeof ARABIC_ITEM_NAMES =>
  Object.hasOwn(ARABIC_ITEM_NAMES, key);

const SURCHARGE = `رسوم الدعم ${ARABIC_ALL_HOURS}`;

/**
 * The Arabic words of a quote (Modern Standard Arabic, formal business register): the same keys
 * as the English ones, the same amounts printed in Latin digits followed by درهم, as a label: the comparison names its
 * difference as a tag («الفرق الشهري: 249 درهم») rather than in a sentence, where the noun would
 * have to be counted (`formatAEDArabicCounted`), which the pricing page's size budget leaves out. The packages'
 * names are product names and stay in Latin letters.
 *
 * @example
 * QUOTE_LABELS_AR.steps.total; // => 'الإجمالي الشهري'
 * QUOTE_LABELS_AR.item('numUsers'); // => 'المستخدمون'
 * QUOTE_LABELS_AR.money(-175); // => '\u200E-175 درهم'
 * QUOTE_LABELS_AR.packageSummary('Business Plus', '3,999 درهم'); // => 'الباقة المقترحة: Business Plus (3,999 درهم شهريًا)'
 * QUOTE_LABELS_AR.comparison.customCheaper('249 درهم'); // => 'عرض السعر المخصص أقل تكلفة. الفرق الشهري: 249 درهم.'
 */
export const QUOTE_LABELS_AR: QuoteLabels = {
  language: 'ar',
  money: formatAEDArabic,
  item: (key) => (isItem(key) ? ARABIC_ITEM_NAMES[key] : key),
  steps: {
    surcharge: SURCHARGE,
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    total: 'الإجمالي الشهري',
    vat: 'ضريبة القيمة المضافة',
    totalInclVat: 'الإجمالي الشهري شاملًا ضريبة القيمة المضافة',
    annualTotal: 'الإجمالي السنوي (12 شهرًا، غير شامل ضريبة القيمة المضافة)',
  },
  parts: {
    unit: 'الخدمات المحتسبة لكل وحدة',
    tier: 'شبكة Wi-Fi وكاميرات المراقبة',
    addon: 'الخدمات الإضافية',
    license: 'التراخيص الاختيارية',
    surcharge: SURCHARGE,
    discount: 'الخصم',
  },
  packageLines: {
    base: 'السعر الأساسي للباقة',
    overUsers: 'المستخدمون فوق الحد المشمول',
    serversBillable: 'الخوادم المحتسبة',
    networkDevices: 'أجهزة الشبكة',
  },
  packageTotal: (packageName) => `باقة ${packageName} شهريًا`,
  environment: 'البيئة التقنية',
  yourEnvironment: 'بيئتك التقنية',
  supportHours: 'ساعات الدعم',
  hours: (hours) => (hours === '24x7' ? ARABIC_ALL_HOURS : 'ساعات العمل (8x5)'),
  addons: 'الخدمات الإضافية',
  licenses: 'التراخيص الاختيارية',
  none: 'لا يوجد',
  separator: '، ',
  monthlyEstimate: 'التقدير الشهري',
  roundingNote: 'المبالغ مقرّبة إلى أقرب درهم صحيح.',
  suggestedPackage: (packageName) => `الباقة المقترحة: ${packageName}`,
  packageSummary: (packageName, total) => `الباقة المقترحة: ${packageName} (${total} شهريًا)`,
  serviceLevels: {
    essential: ARABIC_SERVICE_LEVELS.essential,
    business: ARABIC_SERVICE_LEVELS.business,
    enterprise: ARABIC_SERVICE_LEVELS.enterprise,
  },
  charts: {
    byPart: 'الإجمالي الشهري حسب البند',
    against: (packageName) => `تقديرك مقارنةً بباقة ${packageName}`,
    custom: 'التقدير المخصص',
    package: (packageName) => `باقة ${packageName}`,
  },
  comparison: {
    same: 'تتقارب تكلفة الخيارين، فاختر بينهما وفق اتفاقية مستوى الخدمة وما يشمله كل منهما.',
    customCheaper: (difference) => `عرض السعر المخصص أقل تكلفة. الفرق الشهري: ${difference}.`,
    packageCheaper: (packageName, difference) =>
      `باقة ${packageName} أقل تكلفة. الفرق الشهري: ${difference}.`,
  },
};
