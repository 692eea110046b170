import { ARABIC_EMIRATE_NAMES } from '@acme/pricing-engine';
import type * as en from '../en/booking';
import type { Translation } from '../translation';
import * as TERMS from './glossary';

const SERVICE_TYPES = { remote: TERMS.remoteSupport, onsite: `الدعم ${TERMS.onSite}` } as const;

/**
 * A number of hours in Arabic, its noun agreeing with the number (Latin digits): one hour, two
 * hours (nominative `ساعتان`, or `ساعتين` after a preposition), 3–10 hours, 11 and more.
 */
function hoursOf(count: number, afterPreposition = false): string {
  if (count === 1) return 'ساعة واحدة';
  if (count === 2) return afterPreposition ? 'ساعتين' : 'ساعتان';
  return count >= 3 && count <= 10 ? `${count} ساعات` : `${count} ساعة`;
}

export const ON_DEMAND_PAGE: Translation<typeof en.ON_DEMAND_PAGE> = {
  title: `احجز دعم ${TERMS.it} حسب الطلب`,
  lead: `دعم فني عن بُعد أو ${TERMS.onSite} بالساعة، بأسعار محسوبة بتوقيت الخليج (GST، UTC+4).`,
  ratesTitle: 'الأسعار',
  rates: (base, includedHours, extraHourly, multiplier) =>
    `${base} لأول ${hoursOf(includedHours, true)}، ثم ${extraHourly} لكل ساعة إضافية. خارج ساعات العمل ×${multiplier}.`,
  travel: (charge) =>
    ` رسوم التنقل خارج ${ARABIC_EMIRATE_NAMES.Dubai} و${ARABIC_EMIRATE_NAMES.Sharjah}: ${charge}.`,
};

export const BOOKING_NO_SCRIPT: Translation<typeof en.BOOKING_NO_SCRIPT> = {
  before: 'يتطلب إرسال هذا النموذج تفعيل JavaScript. يُرجى تفعيله، أو الاتصال بنا على ',
  between: ' أو مراسلتنا على ',
  after: '.',
};

export const BOOKING: Translation<typeof en.BOOKING> = {
  label: `حجز ${TERMS.onDemandSupport}`,
  serviceTypes: { remote: 'عن بُعد', onsite: TERMS.onSite },
  serviceType: 'نوع الخدمة',
  emirate: 'الإمارة',
  chooseEmirate: 'اختر الإمارة',
  emirateName: (emirate) => ARABIC_EMIRATE_NAMES[emirate],
  date: 'التاريخ',
  startTime: 'وقت البدء (بتوقيت الخليج)',
  hour: (time) => `${time} بتوقيت الخليج (UTC+4)`,
  hours: 'عدد الساعات',
  minimumHours: (hours) => `الحد الأدنى ${hoursOf(hours)}`,
  quickHours: 'اختيار سريع لعدد الساعات',
  hoursButton: (hours) => hoursOf(hours),
  address: 'العنوان',
  notes: 'ملاحظات',
  received: 'تم استلام الحجز',
  receivedText: (serviceType) => `سنؤكد لك موعد ${SERVICE_TYPES[serviceType]} قريبًا.`,
  lastBooking: (reference, when) => `آخر حجز: ${reference} في ${when} بتوقيت دبي`,
  sending: 'جارٍ الإرسال…',
  submit: 'احجز الدعم',
  quote: {
    title: 'عرض السعر',
    base: (hours, serviceType) =>
      `السعر الأساسي (${hoursOf(hours)}، ${SERVICE_TYPES[serviceType]})`,
    extraHours: (hours, rate) => `الساعات الإضافية: ${hours} × ${rate}`,
    afterHours: (multiplier) => `خارج ساعات العمل ×${multiplier}`,
    weekend: (afterHours) => `${afterHours} (عطلة نهاية الأسبوع)`,
    outsideBusinessHours: (afterHours, opens, closes) =>
      `${afterHours} (خارج ${opens}–${closes} من الاثنين إلى الجمعة)`,
    notApplied: (afterHours) => `${afterHours} (غير مطبّق)`,
    travel: 'رسوم التنقل',
    total: 'الإجمالي',
  },
  serviceLevels: {
    title: 'مستويات الخدمة',
    text: `${TERMS.remoteSupport}: بأفضل جهد خلال 8 ساعات. الدعم ${TERMS.onSite}: في موعد نتفق عليه معك.`,
  },
  talk: {
    title: 'هل تفضّل التحدث إلينا؟',
    before: 'اتصل بنا على ',
    between: ' أو راسلنا على ',
    after: '.',
  },
};
