import { ARABIC_HOURS, arabicCount } from '@acme/pricing-engine';
import { BOOKING_MAX_HOURS } from '../contract/booking';
import { MAX_RFI_FILE_BYTES } from '../file-check';
import { NETWORK_ERROR_AR } from './ar-terms';
import type { FormMessages } from './messages';

const NAME_AND_EMAIL = 'يُرجى تعبئة الاسم والبريد الإلكتروني.';
const TOO_LARGE = 'حجم البيانات المرسلة أكبر من المسموح به.';

/** A message with its figure put in, by a call marked pure: a bundle without Arabic drops it. */
const withFigure = (text: string, figure: number) => text.replace('{n}', String(figure));
const megabytes = (bytes: number) => bytes / (1024 * 1024);

/**
 * The refusal of a booking longer than `hours`, its count worded as Arabic counts (the object of
 * «لا تتجاوز», so accusative).
 *
 * @example
 * atMostHours(24); // => 'يُرجى اختيار مدة لا تتجاوز 24 ساعة.'
 * atMostHours(3); // => 'يُرجى اختيار مدة لا تتجاوز 3 ساعات.'
 * atMostHours(2); // => 'يُرجى اختيار مدة لا تتجاوز ساعتين.'
 */
export const atMostHours = (hours: number) =>
  `يُرجى اختيار مدة لا تتجاوز ${arabicCount(hours, ARABIC_HOURS, 'accusative')}.`;

/**
 * The forms' messages in Arabic (Modern Standard Arabic, formal register), the twins of
 * {@link FORM_MESSAGES_EN}: of one shape, so a message missing here fails `tsc`. Figures come
 * from the contracts; `{email}` is the company's address, filled in as in English.
 *
 * @example
 * FORM_MESSAGES_AR.forms.booking.required[1]; // => 'يُرجى تعبئة الاسم والبريد الإلكتروني والتاريخ.'
 * FORM_MESSAGES_AR.bookingTooLong; // => 'يُرجى اختيار مدة لا تتجاوز 24 ساعة.'
 */
export const FORM_MESSAGES_AR: FormMessages = {
  forms: {
    assessment: {
      required: ['يُرجى تعبئة الاسم والبريد الإلكتروني للعمل واسم الشركة.'],
      failed: 'عذرًا، تعذّر إرسال طلبك. يُرجى المحاولة مرة أخرى أو مراسلتنا على {email}.',
      network: NETWORK_ERROR_AR,
    },
    application: {
      required: ['يُرجى تعبئة الاسم والبريد الإلكتروني وخطاب التقديم.'],
      failed: 'عذرًا، تعذّر إرسال طلب التوظيف. يُرجى المحاولة مرة أخرى.',
      network: NETWORK_ERROR_AR,
    },
    contact: {
      required: ['يُرجى تعبئة الاسم والبريد الإلكتروني والموضوع والرسالة.'],
      failed: 'تعذّر الإرسال. يُرجى المحاولة مرة أخرى.',
      network: NETWORK_ERROR_AR,
    },
    booking: {
      required: [
        'يُرجى تعبئة الاسم والبريد الإلكتروني والتاريخ والإمارة.',
        'يُرجى تعبئة الاسم والبريد الإلكتروني والتاريخ.',
      ],
      failed: 'عذرًا، تعذّر إرسال حجزك. يُرجى المحاولة مرة أخرى.',
      network: NETWORK_ERROR_AR,
    },
    // As in English, the browser's own validation says a missing field: the form says nothing.
    quote: {
      required: [''],
      failed: 'تعذّر إرسال طلب عرض السعر. يُرجى مراسلتنا على {email}.',
      network: 'حدث خطأ في الاتصال بالشبكة أثناء الإرسال. يُرجى المحاولة مرة أخرى.',
    },
    'saved-quote': {
      required: [NAME_AND_EMAIL],
      failed: 'تعذّر حفظ عرض السعر. يُرجى مراسلتنا على {email}.',
      network: 'حدث خطأ في الاتصال بالشبكة أثناء الحفظ. يُرجى المحاولة مرة أخرى.',
    },
    rfi: {
      required: ['يُرجى تعبئة الاسم والبريد الإلكتروني واسم الشركة.'],
      failed: 'تعذّر الإرسال.',
      network: 'تعذّر الإرسال. يُرجى مراسلتنا على {email}.',
    },
    checklist: {
      required: [NAME_AND_EMAIL],
      failed: 'تعذّر الإرسال.',
      network: 'تعذّر إرسال الطلب. يُرجى مراسلتنا على {email}.',
    },
    unknown: {
      required: ['يُرجى إدخال اسمك وبريدك الإلكتروني.'],
      failed: 'تعذّر الإرسال. يُرجى المحاولة مرة أخرى.',
      network: NETWORK_ERROR_AR,
    },
  },
  invalidEmail: 'يُرجى إدخال عنوان بريد إلكتروني صحيح.',
  tooLarge: TOO_LARGE,
  bookingPastDate: 'يُرجى اختيار تاريخ اليوم أو تاريخ لاحق.',
  bookingTooLong: /* @__PURE__ */ atMostHours(BOOKING_MAX_HOURS),
  bookingChange: {
    date: 'يُرجى اختيار تاريخ.',
    startHour: 'يُرجى اختيار وقت البدء من 00:00 إلى 23:00.',
    hours: 'يُرجى إدخال عدد صحيح من الساعات دون كسور.',
    unchanged: 'هذا هو تاريخ حجزك ووقته الحاليان. يُرجى اختيار موعد آخر.',
  },
  rfiFile: {
    missing: 'يُرجى إرفاق طلب المعلومات (RFI) أو طلب العروض (RFP) بصيغة PDF أو Word.',
    wrongType: 'يُرجى رفع ملف بصيغة PDF أو Word (DOC/DOCX).',
    tooLarge: /* @__PURE__ */ withFigure(
      'الملف كبير جدًا (الحد الأقصى {n} ميغابايت).',
      /* @__PURE__ */ megabytes(MAX_RFI_FILE_BYTES),
    ),
  },
  service: {
    accepted: 'تم إرسال النموذج بنجاح.',
    badKey: 'مفتاح الوصول غير صالح.',
    incomplete: 'يُرجى تعبئة جميع الحقول المطلوبة.',
    tooMany: 'تم إرسال عدد كبير من الطلبات. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    tooLarge: TOO_LARGE,
    noQuote: 'تعذّرت قراءة عرض السعر. يُرجى حسابه مرة أخرى.',
    unexpected: 'تعذّرت معالجة الطلب. يُرجى المحاولة مرة أخرى.',
    unavailable: 'الخدمة غير متاحة حاليًا. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
  },
};
