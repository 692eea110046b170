import type { SlaSectionId } from '../../catalogue/sla';
import * as TERMS from './glossary';
import type {
  EscalationLevel,
  LifecycleStep,
  PriorityDefinition,
  SlaRole,
  SlaPageCopy,
  SlaTarget,
} from '../shapes/sla';

const names = TERMS.packageNames;

export const SLA_PAGE: SlaPageCopy = {
  title: `${TERMS.sla} و${TERMS.escalationMatrix}`,
  lead: `أهداف ${TERMS.responseTime} و${TERMS.resolutionTime}، ومسار معالجة الحوادث، وبمن تتصل حين يتعرّض أمرٌ ما للخطر.`,
  translationNotice: TERMS.englishPrevails,
  sectionsLabel: `أقسام ${TERMS.sla}`,
  emergencyTitle: 'حالة طارئة من الأولوية P1؟',
  emergencyBefore: 'اتصل بالرقم',
  emergencyAfter: 'الآن. نستجيب للحوادث الحرجة خلال 30 دقيقة، على مدار الساعة طوال أيام الأسبوع.',
  print: 'طباعة / حفظ بصيغة PDF',
  pricing: 'الأسعار',
  rfi: `تقديم ${TERMS.rfi} أو ${TERMS.rfp}`,
  targetsCaption: `أهداف ${TERMS.responseTime} و${TERMS.resolutionTime}`,
  targetsNote: 'نرسل تحديثات حوادث P1 كل 30 إلى 60 دقيقة حتى تُحل.',
  prioritiesCaption: 'معنى كل مستوى من مستويات الأولوية',
  rolesCaption: 'توزيع المهام والمسؤوليات',
  escalationCaption: TERMS.escalationMatrix,
  columns: {
    priority: 'الأولوية',
    response: 'الاستجابة',
    resolution: 'الحل',
    channel: 'قناة التواصل',
    definition: 'التعريف',
    role: 'الدور',
    duty: 'المسؤولية',
    level: 'المستوى',
    trigger: 'سبب التصعيد',
    contact: 'جهة الاتصال',
  },
};

export const SLA_SECTIONS: Readonly<Record<SlaSectionId, string>> = {
  targets: 'الأهداف',
  priorities: 'تعريفات الأولوية',
  scope: 'نطاق الخدمة',
  hours: 'ساعات العمل وقنوات التواصل',
  lifecycle: 'دورة حياة الحادث',
  change: 'التغييرات والصيانة',
  roles: 'الأدوار',
  reporting: 'التقارير',
  escalation: 'التصعيد',
};

export const SLA_TARGETS: readonly SlaTarget[] = [
  {
    priority: 'P1 حرجة',
    response: `خلال 30 دقيقة (اتصال هاتفي مع ${TERMS.ticket} ذي أولوية)`,
    resolution: 'خلال 4 ساعات',
    channel: `الهاتف مع ${TERMS.ticket}`,
  },
  {
    priority: 'P2 عالية',
    response: 'ساعة واحدة',
    resolution: '8 ساعات',
    channel: 'الهاتف أو البريد الإلكتروني أو البوابة',
  },
  {
    priority: 'P3 متوسطة',
    response: '4 ساعات',
    resolution: 'يومَا عمل',
    channel: 'البريد الإلكتروني أو البوابة',
  },
  {
    priority: 'P4 منخفضة',
    response: 'يوم عمل واحد',
    resolution: '5 أيام عمل',
    channel: 'البريد الإلكتروني أو البوابة',
  },
];

export const PRIORITY_DEFINITIONS: readonly PriorityDefinition[] = [
  {
    priority: 'P1 حرجة',
    definition:
      'توقف العمل: تعطّل موقع أو نظام أساسي، أو عجز جميع المستخدمين عن العمل، أو وجود اختراق أمني جارٍ.',
  },
  {
    priority: 'P2 عالية',
    definition: 'تأثير كبير: تعطّل قسم أو تطبيق رئيسي دون وجود حل بديل.',
  },
  {
    priority: 'P3 متوسطة',
    definition: 'تأثير محدود: يتأثر مستخدم واحد أو وظيفة غير حرجة، أو يتوفر حل بديل.',
  },
  {
    priority: 'P4 منخفضة',
    definition: 'طلبات واستفسارات: حسابات جديدة، أو تغييرات، أو إرشادات حول طريقة الاستخدام.',
  },
];

export const SLA_SCOPE: readonly string[] = [
  `الأجهزة و${TERMS.servers} ومعدات الشبكة والتطبيقات المدرجة في جدول الخدمة الخاص بك.`,
  'خدمات Microsoft 365 والخدمات السحابية التي نتولى إدارتها.',
  'الموردون من الأطراف الثالثة الذين ندير التعامل معهم نيابةً عنك متى مُنحنا صلاحية الوصول.',
  'خارج النطاق: تكاليف استبدال العتاد، والمشاريع الجديدة، والمعدات غير المدرجة في الجدول (تُسعَّر بشكل منفصل).',
];

export const SLA_HOURS: readonly string[] = [
  `${TERMS.businessHours} الاعتيادية: من الأحد إلى الخميس، من 9:00 إلى 18:00 بتوقيت الإمارات.`,
  `حوادث P1: عبر الهاتف على مدار الساعة طوال أيام الأسبوع لجميع عملاء ${TERMS.managedServices}.`,
  'قنوات التواصل: الهاتف، والبريد الإلكتروني، والمحادثة، وبوابة العملاء.',
  `عملاء باقة ${names.enterprise}: تُعالج جميع الأولويات على مدار الساعة.`,
];

export const LIFECYCLE: readonly LifecycleStep[] = [
  {
    step: 'التسجيل والفرز',
    text: 'يُسجَّل كل طلب وتُحدَّد أولويته من P1 إلى P4.',
  },
  {
    step: 'الإقرار بالاستلام',
    text: `يؤكد ${TERMS.engineer} تولّيه الطلب ضمن هدف ${TERMS.responseTime}.`,
  },
  { step: 'التشخيص والاحتواء', text: 'يُحدَّد السبب ويُحصر التأثير.' },
  { step: 'الحل', text: 'تُستعاد الخدمة ويؤكد المستخدم ذلك.' },
  {
    step: 'تحليل السبب الجذري',
    text: 'في حوادث P1 أو الحوادث الكبرى، يُقدَّم تقرير بالسبب الجذري خلال 5 أيام عمل.',
  },
  { step: 'الإغلاق', text: `يُغلق ${TERMS.ticketDefinite} مع ملاحظات تُحفظ في السجل.` },
];

export const CHANGE_AND_MAINTENANCE: readonly string[] = [
  'فترة الصيانة الاعتيادية: من الأحد إلى الخميس، من 20:00 إلى 23:00 بتوقيت الإمارات.',
  'يُعلَن عن التغييرات المخطط لها قبل يومَي عمل على الأقل.',
  'يجوز إجراء التغييرات الطارئة لمعالجة حوادث P1 في أي وقت، ويُبلَّغ عنها لاحقًا.',
];

export const ROLES: readonly SlaRole[] = [
  { role: 'مهندس الدعم', duty: 'الاستجابة الأولى، والتشخيص، والإصلاحات اليومية.' },
  {
    role: 'أخصائي الشبكات والأنظمة',
    duty: `المشكلات المعقدة في البنية التحتية والشبكات و${TERMS.cybersecurity}.`,
  },
  { role: 'مدير الخدمة', duty: `أداء ${TERMS.sla}، والتصعيد، والمراجعات الشهرية.` },
  { role: 'مدير الحساب', duty: 'العقد، والشؤون التجارية، والتصعيد إلى الإدارة العليا.' },
];

export const REPORTING: readonly string[] = [
  `تقرير شهري: ${TERMS.ticketsDefinite} حسب الأولوية، وأداء ${TERMS.sla}، والتحديثات الأمنية، و${TERMS.backup}، والمخاطر.`,
  `اجتماع مراجعة ربع سنوي لعملاء باقتَي ${names.business} و${names.enterprise}.`,
  'نرسل تحديثات حوادث P1 كل 30 إلى 60 دقيقة حتى تُحل.',
];

export const ESCALATION: readonly EscalationLevel[] = [
  {
    level: 'L1',
    role: TERMS.helpdesk,
    trigger: 'عند الاستلام',
    contact: `هاتف ${TERMS.helpdesk} وبوابته`,
  },
  {
    level: 'L2',
    role: 'أخصائي الشبكات والأنظمة',
    trigger: 'تجاوز حادث P1 مدة 30 دقيقة أو تعرّض الموعد المتوقع للحل للخطر',
    contact: 'الأخصائي المناوب',
  },
  { level: 'L3', role: 'مدير الخدمة', trigger: `تعرّض ${TERMS.sla} للخطر`, contact: 'مدير الخدمة' },
  {
    level: 'الإدارة العليا',
    role: 'مدير الحساب',
    trigger: 'استمرار التأثير',
    contact: 'مدير الحساب',
  },
];
