import { namedServices, type ServiceId } from '../../catalogue/services';
import * as TERMS from './glossary';

export type { Service, ServiceGroupId, ServiceIcon } from '../../catalogue/services';

/** What each service is called in the navigation (see the English module). */
export const SERVICE_NAV_LABELS: Readonly<Record<ServiceId, string>> = {
  'it-outsourcing': TERMS.itOutsourcing,
  'it-helpdesk': TERMS.helpdesk,
  'it-amc': `صيانة ${TERMS.it}`,
  cybersecurity: TERMS.cybersecurity,
  'network-security': 'أمن الشبكات',
  'cloud-security': 'أمن الحوسبة السحابية',
  'data-security': 'أمن البيانات',
  compliance: 'الامتثال',
  'device-management': 'إدارة الأجهزة',
  'application-management': 'إدارة التطبيقات',
  'infrastructure-management': 'إدارة البنية التحتية',
  'employee-it': 'إدارة الموظفين',
  'it-consulting': `استشارات ${TERMS.it}`,
};

/** The catalogue, named in this language, in navigation order. */
export const SERVICES = namedServices(SERVICE_NAV_LABELS);
