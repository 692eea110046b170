import { namedServices, type ServiceId, type ServiceName } from '../../catalogue/services';
import * as TERMS from './glossary';

export type { Service, ServiceGroupId, ServiceIcon } from '../../catalogue/services';

/** What each service is called (see the English module). */
export const SERVICE_NAMES: Readonly<Record<ServiceId, ServiceName>> = {
  'it-outsourcing': {
    title: `${TERMS.itOutsourcing} و${TERMS.managedServices}`,
    navLabel: TERMS.itOutsourcing,
  },
  'it-helpdesk': { title: TERMS.helpdesk247, navLabel: TERMS.helpdesk },
  'it-amc': { title: `${TERMS.amc} ل${TERMS.it} (AMC)`, navLabel: `صيانة ${TERMS.it}` },
  cybersecurity: { title: `خدمات ${TERMS.cybersecurity}`, navLabel: TERMS.cybersecurity },
  'network-security': { title: 'أمن الشبكات', navLabel: 'أمن الشبكات' },
  'cloud-security': { title: 'أمن الحوسبة السحابية', navLabel: 'الأمن السحابي' },
  'data-security': { title: `أمن البيانات و${TERMS.backup}`, navLabel: 'أمن البيانات' },
  compliance: { title: `الامتثال في ${TERMS.it}`, navLabel: 'الامتثال' },
  'device-management': { title: 'إدارة الأجهزة', navLabel: 'إدارة الأجهزة' },
  'application-management': { title: 'إدارة التطبيقات', navLabel: 'إدارة التطبيقات' },
  'infrastructure-management': {
    title: 'إدارة البنية التحتية',
    navLabel: 'إدارة البنية التحتية',
  },
  'employee-it': { title: `إدارة ${TERMS.it} للموظفين`, navLabel: 'إدارة الموظفين' },
  'it-consulting': {
    title: `استشارات ${TERMS.it} واستراتيجيتها`,
    navLabel: `استشارات ${TERMS.it}`,
  },
};

/** The catalogue, named in this language, in navigation order. */
export const SERVICES = namedServices(SERVICE_NAMES);
