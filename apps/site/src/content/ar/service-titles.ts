import type { ServiceId } from '../../catalogue/services';
import * as TERMS from './glossary';

/** What each service is called in full (see the English module). */
export const SERVICE_TITLES: Readonly<Record<ServiceId, string>> = {
  'it-outsourcing': `${TERMS.itOutsourcing} و${TERMS.managedServices}`,
  'it-helpdesk': TERMS.helpdesk247,
  'it-amc': `${TERMS.amc} ل${TERMS.it} (AMC)`,
  cybersecurity: `خدمات ${TERMS.cybersecurity}`,
  'network-security': 'أمن الشبكات',
  'cloud-security': 'أمن الحوسبة السحابية',
  'data-security': `أمن البيانات و${TERMS.backup}`,
  compliance: `الامتثال في ${TERMS.it}`,
  'device-management': 'إدارة الأجهزة',
  'application-management': 'إدارة التطبيقات',
  'infrastructure-management': 'إدارة البنية التحتية',
  'employee-it': `إدارة ${TERMS.it} للموظفين`,
  'it-consulting': `استشارات ${TERMS.it} واستراتيجيتها`,
};
