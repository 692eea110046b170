import * as TERMS from './glossary';
import type { FooterCopy } from '../shapes/footer';

export const FOOTER: FooterCopy = {
  columns: {
    services: 'الخدمات',
    resources: 'الموارد',
    company: 'الشركة',
    legal: 'المعلومات القانونية',
  },
  links: {
    amc: `صيانة ${TERMS.it} (AMC)`,
    helpdesk: TERMS.helpdesk247,
    pricing: 'الأسعار',
    sla: TERMS.slaAndEscalation,
    rfi: `تقديم ${TERMS.rfi} أو ${TERMS.rfp}`,
    checklist: `${TERMS.checklist} (PDF)`,
    clientLogin: 'دخول العملاء',
    about: 'من نحن',
    careers: 'الوظائف',
    contact: 'اتصل بنا',
    legal: 'المعلومات القانونية',
    privacy: 'سياسة الخصوصية',
    infosec: 'سياسة أمن المعلومات',
  },
  linkedIn: 'LinkedIn',
  partnersLabel: 'الشراكات والعضويات',
  officeHours: (opens, closes) =>
    `${TERMS.businessHours}: من الأحد إلى الخميس، من ${opens} إلى ${closes} بتوقيت الإمارات. الموقع: واحة دبي للسيليكون، دبي، الإمارات العربية المتحدة. ويعمل ${TERMS.helpdesk} لعملائنا على مدار الساعة.`,
  cookieSettings: 'إعدادات ملفات تعريف الارتباط',
};

/** Partner and affiliation marks' names, in the order the footer draws them. */
export const PARTNER_NAMES: readonly string[] = [
  'شريك Microsoft',
  'شريك Cisco التقني',
  'شريك Fortinet',
  'شريك Dell Technologies',
  'ممارسات متوافقة مع ISO 27001',
  'عضو في واحة دبي للسيليكون',
];
