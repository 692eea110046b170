import * as TERMS from './glossary';
import type { FormFieldsCopy } from '../shapes/form-fields';

export const FORM_FIELDS: FormFieldsCopy = {
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
