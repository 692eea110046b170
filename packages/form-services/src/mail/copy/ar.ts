import { ARABIC_EMIRATE_NAMES, formatAEDArabic } from '@acme/pricing-engine';
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
 * المرجعي، طلب معلومات (RFI)، طلب عروض (RFP)، تقييم مجاني لتقنية المعلومات، حاسبة الأسعار، درهم.
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
      request: 'طلب حجزك لخدمة الدعم حسب الطلب',
      next: 'سيتواصل معك أحد مهندسينا لتأكيد الموعد.',
    },
    contact: { request: 'رسالتك', next: 'نردّ على الرسائل خلال 24 ساعة.' },
    rfi: {
      request: 'طلب المعلومات (RFI) أو طلب العروض (RFP) المقدَّم منك',
      next: 'نردّ خلال يوم عمل واحد.',
    },
    application: {
      request: 'طلب التوظيف المقدَّم منك',
      next: 'يطّلع فريقنا على كل طلب توظيف، وسنتواصل معك إذا كان ملفك مناسبًا.',
    },
    quote: { request: 'طلبك للحصول على عرض السعر', next: 'سنتواصل معك قريبًا.' },
  },
  subject: (request, reference) => `تلقّينا ${request} (${reference})`,
  received: (request, when) => `شكرًا لك. تلقّينا ${request} بتاريخ ${when} (بتوقيت دبي).`,
  reference: (reference) => `الرقم المرجعي: ${reference}`,
  quoteTheReference: 'يرجى ذكر الرقم المرجعي عند مراسلتنا أو الاتصال بنا.',
  booking: {
    requested: (date, from, until) =>
      `الموعد المطلوب: ${date}، من الساعة ${from} إلى الساعة ${until} بتوقيت دبي`,
    nextDay: (clock) => `${clock} (من اليوم التالي)`,
    laterDay: (date, clock) => `${clock} من يوم ${date}`,
    onsite: (emirate) => `الخدمة: الدعم في الموقع في ${ARABIC_EMIRATE_NAMES[emirate]}`,
    remote: 'الخدمة: الدعم عن بُعد',
    estimate: (total, terms) => `التقدير: ${total} (${terms.join('؛ ')})`,
    hours: (hours) => `عدد الساعات: ${hours}`,
    afterHours: (multiplier) => `سعر خارج ساعات العمل ×${multiplier}`,
    travel: (amount) => `رسوم التنقل ${amount}`,
    invitationAttached: 'أرفقنا بهذه الرسالة دعوة تقويم للموعد.',
    eventSummary: (company, onsite, reference) =>
      `${company}: دعم تقنية المعلومات ${onsite ? 'في الموقع' : 'عن بُعد'} (${reference})`,
    eventDescription: (reference) => `حجزك لخدمة الدعم حسب الطلب، الرقم المرجعي ${reference}.`,
  },
  savedQuote: {
    subject: 'عرض السعر الذي حفظته لخدمات تقنية المعلومات',
    intro: 'إليك عرض السعر لخدمات تقنية المعلومات الذي حفظته على موقعنا.',
    openAgain: 'افتحه مجددًا في حاسبة الأسعار:',
  },
  checklist: {
    subject: 'قائمة التحقق الخاصة بتقنية المعلومات',
    intro:
      'شكرًا لتنزيلك قائمة التحقق الخاصة بتقنية المعلومات. ستجد ملف PDF (باللغة الإنجليزية) مرفقًا بهذه الرسالة.',
  },
};
