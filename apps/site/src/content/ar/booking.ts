import { ARABIC_EMIRATE_NAMES, arabicCount, type ArabicCase } from '@acme/pricing-engine';
import * as TERMS from './glossary';
import { HOURS } from './nouns';
import type { BookingCopy, OnDemandPageCopy } from '../shapes/booking';

const SERVICE_TYPES = { remote: TERMS.remoteSupport, onsite: `الدعم ${TERMS.onSite}` } as const;

/** A number of hours, its noun agreeing with the number, in the case of its place. */
const hoursOf = (count: number, place: ArabicCase) => arabicCount(count, HOURS, place);

export const ON_DEMAND_PAGE: OnDemandPageCopy = {
  title: `احجز دعم ${TERMS.it} حسب الطلب`,
  lead: `دعم فني عن بُعد أو ${TERMS.onSite} بالساعة، وتُحتسب الأسعار وفق توقيت الخليج (GST, UTC+4).`,
  ratesTitle: 'الأسعار',
  // The amounts as tags after a colon (a price list's «350 درهم»), not in the sentence, where the
  // dirham would be counted: the page's size budget leaves `countedMoney` out, and the engine's
  // `arabicFirstHours` (the same rule, «للساعة الأولى» for one, written here; style.test checks both).
  rates: (base, includedHours, extraHourly, multiplier) =>
    `${includedHours === 1 ? 'للساعة الأولى' : `لأول ${hoursOf(includedHours, 'genitive')}`}: ${base}؛ لكل ساعة إضافية: ${extraHourly}؛ ويُحتسب السعر بمعامل ${multiplier} خارج ساعات العمل.`,
  travel: (charge) =>
    ` رسوم التنقل خارج ${ARABIC_EMIRATE_NAMES.Dubai} و${ARABIC_EMIRATE_NAMES.Sharjah}: ${charge}.`,
};

export const BOOKING: BookingCopy = {
  label: `حجز ${TERMS.onDemandSupport}`,
  chooseEmirate: 'اختر الإمارة',
  quickHours: 'اختيار سريع لعدد الساعات',
  address: 'العنوان',
  notes: 'ملاحظات',
  received: 'تم استلام الحجز',
  receivedText: (serviceType) => `سنؤكد لك موعد ${SERVICE_TYPES[serviceType]} قريبًا.`,
  lastBooking: (reference, when) => `آخر حجز: ${reference} لموعد ${when} بتوقيت دبي`,
  sending: 'جارٍ الإرسال…',
  submit: 'احجز الدعم',
  quote: {
    title: 'عرض السعر',
    base: (hours, serviceType) =>
      `السعر الأساسي (${hoursOf(hours, 'nominative')}، ${SERVICE_TYPES[serviceType]})`,
    extraHours: (hours, rate) => `الساعات الإضافية: ${hours} × ${rate}`,
    weekend: (afterHours) => `${afterHours} (عطلة نهاية الأسبوع)`,
    outsideBusinessHours: (afterHours, opens, closes) =>
      `${afterHours} (خارج الفترة من ${opens} إلى ${closes}، من الاثنين إلى الجمعة)`,
    /** «غير مطبّق» agrees with the rule's head noun, «احتساب» (masculine). */
    notApplied: (afterHours) => `${afterHours} (غير مطبّق)`,
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
