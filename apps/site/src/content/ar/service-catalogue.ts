import type { Service } from './services';
import * as TERMS from './glossary';
import type { ServiceGroupCopy, ServicesPageCopy } from '../shapes/service-catalogue';

export const SERVICES_PAGE: ServicesPageCopy = {
  title: `خدمات ${TERMS.it} للشركات في الإمارات`,
  lead: `ثلاث عشرة خدمة ضمن أربع مجموعات، يقدّمها فريق واحد وفق ${TERMS.sla} بأهداف واضحة.`,
  assessment: `احصل على ${TERMS.assessment}`,
  expert: 'تحدّث إلى خبير',
  learnMore: 'اعرف المزيد',
  learnMoreAbout: (service) => ` عن ${service}`,
  quote: 'اطلب عرض سعر',
  quoteFor: (service) => ` بشأن ${service}`,
};

/** The catalogue's groups, in page order, with the line that introduces each. */
export const SERVICE_GROUPS: readonly ServiceGroupCopy[] = [
  {
    id: 'managed',
    label: `${TERMS.managedIt} و${TERMS.itOutsourcing}`,
    description: `نتولّى إدارة ${TERMS.it} لديك بعقد واحد وأزمنة استجابة واضحة.`,
  },
  {
    id: 'security',
    label: TERMS.cybersecurity,
    description: 'حماية للشبكات والسحابة والبيانات والامتثال، مع مراقبة على مدار الساعة.',
  },
  {
    id: 'operations',
    label: `عمليات ${TERMS.it}`,
    description: `الأجهزة والتطبيقات والبنية التحتية و${TERMS.it} الخاصة بالموظفين، تعمل بانتظام يومًا بعد يوم.`,
  },
  {
    id: 'advisory',
    label: 'الاستشارات والاستراتيجية',
    description: 'خطط وخرائط طريق تربط الإنفاق على التقنية بأهداف الأعمال.',
  },
];

/** One line for each service's catalogue card, by service id. */
export const SERVICE_SUMMARIES: Readonly<Record<Service['id'], string>> = {
  'it-outsourcing': `قسم متكامل ل${TERMS.it} بخطة شهرية: ${TERMS.helpdesk} والمهندسون والمراقبة والتقارير.`,
  'it-helpdesk': `${TERMS.helpdesk247} لموظفيك عبر الهاتف والبريد الإلكتروني والمحادثة، باللغتين العربية والإنجليزية.`,
  'it-amc':
    'صيانة سنوية لأجهزة الحاسوب والخوادم والشبكات وكاميرات المراقبة، مع زيارات وقائية وإصلاحات سريعة.',
  cybersecurity:
    'حماية متعددة الطبقات: أمن الأجهزة الطرفية وحماية البريد الإلكتروني وإدارة الثغرات والاستجابة للحوادث.',
  'network-security':
    'جدران حماية وشبكات Wi-Fi آمنة وشبكات VPN وتقسيم للشبكات، نصمّمها ونهيّئها ونراقبها.',
  'cloud-security': 'تهيئة آمنة لـMicrosoft 365 وAzure وAWS، مع حماية الهويات ونسخ احتياطية.',
  'data-security': 'تشفير وتحكّم في الوصول ونسخ احتياطي واستعادة مُختبَرة لبيانات الأعمال.',
  compliance: `الجاهزية للأنظمة الإماراتية ومعيار ISO 27001 واستبيانات ${TERMS.cybersecurity} التي يطلبها العملاء.`,
  'device-management':
    'أجهزة محمولة ومكتبية وهواتف نهيّئها ونحدّثها ونؤمّنها ونتتبعها من الشراء حتى الاستبعاد.',
  'application-management': 'تطبيقات الأعمال مثبّتة ومرخّصة ومحدّثة ومدعومة.',
  'infrastructure-management': 'الخوادم والتخزين والشبكات والتمديدات نصمّمها ونراقبها ونصونها.',
  'employee-it':
    'إدارة شاملة لانضمام الموظفين وتنقّلهم ومغادرتهم: الحسابات والأجهزة وصلاحيات الوصول.',
  'it-consulting': 'خرائط طريق وميزانيات ومشاريع تواءم التقنية مع خطط أعمالك.',
};
