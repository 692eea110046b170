import { CHECKLIST_NAME_AR, replyWithinArabic } from '@acme/forms-client/ar-terms';
import { REPLY_PROMISES } from '@acme/forms-client/contract';
import {
  ARABIC_EMIRATE_NAMES,
  ARABIC_HOURS,
  arabicAfterHours,
  arabicCount,
  formatAEDArabic,
  formatAEDArabicCounted,
} from '@acme/pricing-engine';
import type { VisitorMailCopy } from './copy';

/**
 * The locale of the Arabic mails: Arabic words, Latin digits and the Gregorian calendar, as the
 * Arabic site prints them.
 */
const LOCALE = 'ar-AE-u-nu-latn-ca-gregory';

/**
 * The visitor's mails in Arabic (Modern Standard Arabic, formal register), the twins of
 * `EN_MAIL_COPY`. Its terms are the Arabic site's glossary's (`apps/site/src/content/ar/glossary.ts`,
 * which a package cannot import): الدعم حسب الطلب، الدعم عن بُعد، في الموقع، عرض السعر، الرقم
 * المرجعي، طلب المعلومات، طلب العروض، تقييم مجاني لتقنية المعلومات، حاسبة الأسعار، درهم. What the
 * site and the mails both name comes from the package that owns it: the checklist's name from
 * `@acme/forms-client/ar-terms`, the emirates, the after-hours rule (`arabicAfterHours`) and the
 * counting of hours and dirhams (`arabicCount`, `formatAEDArabicCounted`) from the engine.
 */
export const AR_MAIL_COPY: VisitorMailCopy = {
  language: 'ar',
  locale: LOCALE,
  pathPrefix: '/ar',
  amount: formatAEDArabic,
  confirmations: {
    assessment: {
      request: 'طلبك للحصول على تقييم مجاني لتقنية المعلومات',
      next: 'سنتواصل معك لتحديد موعد التقييم.',
    },
    booking: {
      request: 'حجزك لخدمة الدعم حسب الطلب',
      next: 'سيتواصل معك أحد مهندسينا لتأكيد الموعد.',
    },
    contact: {
      request: 'رسالتك',
      next: `نردّ على الرسائل خلال ${replyWithinArabic(REPLY_PROMISES.contact)}.`,
    },
    rfi: {
      request: 'مستند طلب المعلومات أو طلب العروض الذي أرسلته',
      next: `نردّ خلال ${replyWithinArabic(REPLY_PROMISES.rfi)}.`,
    },
    application: {
      request: 'طلب التوظيف الذي قدّمته',
      next: 'يطّلع فريقنا على كل طلب توظيف، وسنتواصل معك إذا كان ملفك مناسبًا.',
    },
    quote: { request: 'طلبك للحصول على عرض سعر', next: 'سنتواصل معك قريبًا.' },
  },
  subject: (request, reference) => `تلقّينا ${request} (${reference})`,
  received: (request, when) => `شكرًا لك. تلقّينا ${request} بتاريخ ${when} (بتوقيت دبي).`,
  reference: (reference) => `الرقم المرجعي: ${reference}`,
  quoteTheReference: 'يُرجى ذكر الرقم المرجعي عند مراسلتنا أو الاتصال بنا.',
  booking: {
    requested: (date, from, until) =>
      `الموعد المطلوب: ${date}، من الساعة ${from} إلى الساعة ${until} بتوقيت دبي`,
    nextDay: (clock) => `${clock} (من اليوم التالي)`,
    laterDay: (date, clock) => `${clock} من يوم ${date}`,
    onsite: (emirate) => `الخدمة: الدعم في الموقع بإمارة ${ARABIC_EMIRATE_NAMES[emirate]}`,
    remote: 'الخدمة: الدعم عن بُعد',
    estimate: (total, terms) => `التقدير: ${total} (${terms.join('؛ ')})`,
    hours: (hours) => arabicCount(hours, ARABIC_HOURS, 'nominative'),
    afterHours: arabicAfterHours,
    travel: (dirhams) => `رسوم تنقل قدرها ${formatAEDArabicCounted(dirhams, 'nominative')}`,
    invitationAttached: 'أرفقنا بهذه الرسالة دعوة تقويم للموعد.',
    eventSummary: (company, onsite, reference) =>
      `${company}: دعم تقنية المعلومات ${onsite ? 'في الموقع' : 'عن بُعد'} (${reference})`,
    eventDescription: (reference) => `حجزك لخدمة الدعم حسب الطلب، الرقم المرجعي ${reference}.`,
    changeLink:
      'لتغيير موعد هذا الحجز أو إلغائه، يُرجى فتح الرابط التالي (يظل صالحًا حتى بدء الموعد):',
    moved: {
      subject: (reference) => `تم تغيير موعد حجزك (${reference})`,
      intro: 'تم تغيير موعد حجزك لخدمة الدعم حسب الطلب بناءً على طلبك.',
    },
    cancelled: {
      subject: (reference) => `تم إلغاء حجزك (${reference})`,
      intro: 'تم إلغاء حجزك لخدمة الدعم حسب الطلب بناءً على طلبك.',
      invitationAttached: 'أرفقنا بهذه الرسالة تحديثًا للتقويم يحذف الموعد من تقويمك.',
    },
  },
  savedQuote: {
    subject: 'عرض السعر الذي حفظته لخدمات تقنية المعلومات',
    intro: 'إليك عرض سعر خدمات تقنية المعلومات الذي حفظته على موقعنا.',
    openAgain: 'افتحه مجددًا في حاسبة الأسعار:',
  },
  checklist: {
    subject: CHECKLIST_NAME_AR,
    intro: `شكرًا لتنزيلك ${CHECKLIST_NAME_AR}. ستجد ملف PDF (باللغة الإنجليزية) مرفقًا بهذه الرسالة.`,
  },
};
