import type * as en from '../en/service-template';
import type { Translation } from '../translation';
import * as TERMS from './glossary';

/** The service template's own words (see the English module). */
export const SERVICE_TEMPLATE: Translation<typeof en.SERVICE_TEMPLATE> = {
  badge: TERMS.managedIt,
  assessment: `احصل على ${TERMS.assessment}`,
  pricing: 'اطّلع على الأسعار',
  logIn: 'تسجيل الدخول',
  features: 'الميزات الرئيسية',
  benefits: 'الفوائد',
};
