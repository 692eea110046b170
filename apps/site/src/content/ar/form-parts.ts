import type * as en from '../en/form-parts';
import type { Translation } from '../translation';
import { TERMS } from './glossary';

/** What the parts every form shares say (see the English module). */
export const FORM_PARTS: Translation<typeof en.FORM_PARTS> = {
  fields: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    company: 'الشركة',
    phone: 'الهاتف',
  },
  privacyNote: 'نستخدم هذه البيانات للرد على طلبك والاحتفاظ بسجل له. راجع ',
  privacyPolicy: 'سياسة الخصوصية',
  privacyEnd: ' الخاصة بنا.',
  reference: `${TERMS.reference}:`,
  tryAgain: 'إعادة المحاولة',
  honeypot: 'اترك هذا الحقل فارغًا',
};
