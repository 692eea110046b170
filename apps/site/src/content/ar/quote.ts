import { NETWORK_ERROR_AR } from '@acme/forms-client/ar-terms';
import { QUOTE_LABELS_AR, type QuoteLabels } from '@acme/pricing-engine';
import * as TERMS from './glossary';
import type { QuoteDocumentCopy, QuoteFollowUpCopy } from '../shapes/quote';

/** The engine's Arabic words of a quote: the same keys as the English ones. */
export const QUOTE_WORDS: QuoteLabels = QUOTE_LABELS_AR;

export const QUOTE_FOLLOW_UP: QuoteFollowUpCopy = {
  chartTitle: 'سعرك في لمحة',
  customQuote: {
    title: TERMS.customQuote,
    text: `هذا تقدير مخصص. اطلبه أدناه وسيؤكده أحد مهندسينا بعد إجراء تقييم.`,
  },
  largeOffice: {
    title: '100 مستخدم فأكثر',
    text: `تحصل البيئات التي تضم 100 مستخدم فأكثر على ${TERMS.customQuote} يُعدّه مهندسونا.`,
  },
  request: {
    title: `اطلب ${TERMS.quote} هذا`,
    sent: `تم إرسال طلب ${TERMS.quote}`,
    sentText: 'سنتواصل معك قريبًا.',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني للعمل',
    notes: 'ملاحظات',
    sending: 'جارٍ الإرسال…',
    submit: `اطلب ${TERMS.quote}`,
  },
  save: {
    title: `احفظ ${TERMS.quote} هذا`,
    sent: `تم حفظ ${TERMS.quote} بنجاح!`,
    lead: `أرسل ${TERMS.quote} هذا إلى بريدك الإلكتروني لتعود إليه لاحقًا.`,
    name: 'اسمك',
    email: 'بريدك الإلكتروني',
    sending: 'جارٍ الحفظ…',
    submit: `أرسل ${TERMS.quote} إلى بريدي`,
  },
};

export const QUOTE_DOCUMENT: QuoteDocumentCopy = {
  show: `معاينة ${TERMS.quote}`,
  hide: `إخفاء معاينة ${TERMS.quote}`,
  download: 'تنزيل ملف PDF',
  preparing: 'جارٍ إعداد ملف PDF…',
  networkError: NETWORK_ERROR_AR,
  pdfFailed: (email) => `تعذّر إنشاء ملف PDF. يُرجى المحاولة مرة أخرى، أو مراسلتنا على ${email}.`,
  fileName: (company) => `${company} - ${TERMS.customQuote}.pdf`,
  title: TERMS.customQuote,
  issued: (date) => `تاريخ الإصدار: ${date}`,
  disclaimer: `هذا تقدير فقط. يُحدَّد ${TERMS.quote} النهائي بعد تقييم يجريه ${TERMS.engineer} ووفق ${TERMS.sla} التي تختارها. الأسعار بالدرهم الإماراتي شهريًا.`,
};
