import * as TERMS from './glossary';
import type { ServiceTemplateCopy } from '../shapes/service-template';

export const SERVICE_TEMPLATE: ServiceTemplateCopy = {
  badge: TERMS.managedIt,
  assessment: `احصل على ${TERMS.assessment}`,
  pricing: 'اطّلع على الأسعار',
  logIn: 'تسجيل الدخول',
  features: 'الميزات الرئيسية',
  benefits: 'الفوائد',
};
