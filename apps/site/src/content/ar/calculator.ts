import { ARABIC_ALL_HOURS, ARABIC_ITEM_NAMES } from '@acme/pricing-engine';
import * as TERMS from './glossary';
import type { CalculatorCopy } from '../shapes/calculator';

const PRESET_NAMES = {
  smallOffice: 'مكتب من 10 مستخدمين',
  growingStartup: 'شركة ناشئة من 25 مستخدمًا',
  multiSite: '50 مستخدمًا في عدة مواقع',
  retailChain: 'سلسلة متاجر — 5 مواقع',
} as const;

export const CALCULATOR: CalculatorCopy = {
  title: 'الأسعار',
  intro: `هذا تقدير فقط. يُحدَّد ${TERMS.quote} النهائي بعد تقييم يجريه ${TERMS.engineer} ووفق ${TERMS.sla} التي تختارها.`,
  views: { label: 'عرض الحاسبة', inputs: 'المدخلات', results: 'النتائج' },
  sticky: {
    label: 'الإجمالي التقديري',
    before: 'الإجمالي التقديري ',
    after: ' شهريًا',
    calculate: 'احسب',
  },
  form: {
    label: 'بيئتك التقنية',
    core: '1) الكميات والأساسيات',
    presets: 'إعدادات جاهزة:',
    presetName: (id) => PRESET_NAMES[id],
    item: (id) => ARABIC_ITEM_NAMES[id],
    supportHours: 'ساعات الدعم',
    businessHours: `${TERMS.businessHours} (8x5)`,
    allHours: (surchargePercent) => `${ARABIC_ALL_HOURS} بزيادة ${surchargePercent}%`,
    addons: '2) الخدمات الإضافية',
    addon: (name, price) => `${name} (${price} شهريًا)`,
    licenses: '3) التراخيص الاختيارية',
    license: (name, price, per) =>
      `${name} (${price} لكل ${per === 'user' ? 'مستخدم' : TERMS.server} شهريًا)`,
    calculate: 'احسب السعر',
  },
  summary: {
    title: 'ملخص الأسعار',
    calculating: 'جارٍ الحساب…',
    empty: 'أدخل بيانات بيئتك التقنية ثم اضغط «احسب السعر».',
  },
};
