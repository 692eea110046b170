import type * as en from '../en/form-fields';
import type { Translation } from '../translation';
import * as TERMS from './glossary';

export const FORM_FIELDS: Translation<typeof en.FORM_FIELDS> = {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  company: 'الشركة',
  phone: 'الهاتف',
  honeypot: 'اترك هذا الحقل فارغًا',
  privacyBefore: 'نستخدم هذه البيانات للرد على طلبك والاحتفاظ بسجل له. اطّلع على',
  privacyLink: 'سياسة الخصوصية',
  privacyAfter: '.',
  reference: `${TERMS.reference}:`,
};
