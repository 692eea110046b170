import { AMC_PLANS, AMC_RESULTS, type AmcPlanId } from '../../catalogue/amc';
import { required } from '../../required';
import { arabicCount, type ArabicCountedNoun } from '@acme/pricing-engine';
import * as TERMS from './glossary';
import type { ServicePageContent } from '../shapes/service-pages';
import type { AmcCopy, AmcPageCopy, AmcSlaRow } from '../shapes/amc';

/** «Device», as the plans' ranges count it (this page alone counts devices). */
const DEVICES: ArabicCountedNoun = {
  one: 'جهاز واحد',
  oneAccusative: 'جهازًا واحدًا',
  two: 'جهازان',
  twoOblique: 'جهازين',
  few: 'أجهزة',
  many: 'جهازًا',
  hundreds: 'جهاز',
};

/** A plan's device range, e.g. `من 10 إلى 25 جهازًا` or `75 جهازًا فأكثر`. */
function devices(anchor: AmcPlanId): string {
  const { min, max } = required(
    AMC_PLANS.find((plan) => plan.anchor === anchor),
    `the AMC plan ${anchor}`,
  ).devices;
  return max === null
    ? `${arabicCount(min, DEVICES, 'nominative')} فأكثر`
    : `من ${min} إلى ${arabicCount(max, DEVICES, 'genitive')}`;
}

export const AMC_PAGE: AmcPageCopy = {
  slaTitle: 'مستويات الخدمة',
  slaCaption: `أهداف ${TERMS.responseTime} و${TERMS.resolutionTime} في ${TERMS.amcShort}`,
  columns: { priority: 'الأولوية', response: 'الاستجابة', resolution: 'الحل' },
  definitionsBefore: 'تجد التعريفات الكاملة في',
  definitionsLink: `${TERMS.sla} و${TERMS.escalationMatrix}`,
  definitionsAfter: '.',
  plansTitle: `خطط ${TERMS.amc}`,
  seePricing: 'اطّلع على الأسعار',
  seePricingLabel: (planName) => `اطّلع على أسعار ${planName}`,
  industriesTitle: 'القطاعات التي نخدمها بالصيانة',
  coverageTitle: `التغطية ${TERMS.onSite}`,
  resultsTitle: 'نتائج حققناها لعملائنا',
  testimonialsTitle: `ماذا يقول عملاء ${TERMS.amcShort}`,
  faqTitle: 'الأسئلة الشائعة',
  resourcesTitle: 'مصادر مفيدة',
  resources: {
    sla: TERMS.slaAndEscalation,
    rfi: `تقديم ${TERMS.rfi} أو ${TERMS.rfp}`,
    checklist: `${TERMS.checklist} (PDF)`,
    pricing: 'الأسعار',
  },
  stickyLabel: TERMS.assessmentShort,
  stickyText: `لست متأكدًا مما يجب أن يغطيه ${TERMS.amcShort}؟`,
  stickyButton: `احصل على ${TERMS.assessment}`,
};

export const AMC: AmcCopy = {
  plans: {
    starter: {
      name: 'خطة البداية',
      devices: devices('starter'),
      text: `زيارات صيانة وقائية و${TERMS.remoteSupport} للمكاتب الصغيرة.`,
    },
    business: {
      name: 'خطة الأعمال',
      devices: devices('business'),
      text: `زيارات شهرية، ورعاية ${TERMS.servers}، واستجابة ذات أولوية.`,
    },
    enterprise: {
      name: 'خطة المؤسسات',
      devices: devices('enterprise'),
      text: 'مهندسون مخصصون، ومراقبة على مدار الساعة من مركز عمليات الشبكة (NOC)، وتغطية لعدة مواقع.',
    },
  },
  industries: [
    'سلاسل متاجر التجزئة',
    'العيادات والصيدليات',
    'شركات الخدمات اللوجستية والمستودعات',
    'المدارس ومراكز التدريب',
    'مكاتب المحاماة والمحاسبة',
    'المكاتب العقارية',
  ],
  coverage: [
    {
      place: 'دبي',
      text: `المقر الرئيسي في واحة دبي للسيليكون: استجابة ${TERMS.onSite} في اليوم نفسه.`,
    },
    {
      place: 'الشارقة',
      text: `${TERMS.technologyLab} في ${TERMS.srtiPark} (SRTI Park): استجابة ${TERMS.onSite} في اليوم نفسه.`,
    },
    { place: 'أبوظبي', text: 'زيارات ميدانية حسب الطلب، تُجدول مسبقًا.' },
  ],
  results: [
    {
      value: `${AMC_RESULTS.fewerTicketsPercent}%`,
      label: `انخفاض في عدد ${TERMS.ticketsDefinite} بعد ستة أشهر لدى سلسلة تجزئة من 12 متجرًا`,
    },
    {
      value: `${AMC_RESULTS.uptimePercent}%`,
      label: 'نسبة تشغيل الخوادم لدى عميل في قطاع الخدمات اللوجستية على مدار عام',
    },
    {
      value: `أقل من ${AMC_RESULTS.p1ResponseMinutes} دقيقة`,
      label: `متوسط ${TERMS.responseTime} لحوادث P1 لدى عملاء ${TERMS.amcShort}`,
    },
  ],
  testimonials: [
    {
      quote: `يغطي ${TERMS.amcShort} جميع متاجرنا، ويبيّن لنا التقرير الشهري بدقة كل ما أُنجز من أعمال.`,
      author: 'حسن المرزوقي',
      position: 'مدير قطاع التجزئة',
      company: 'مجموعة المرزوقي للتجزئة',
    },
    {
      quote: 'قلّصت زيارات الصيانة الوقائية أعطال الطابعات والشبكة لدينا إلى حدٍّ يكاد لا يُذكر.',
      author: 'د. لينا توماس',
      position: 'مديرة العيادة',
      company: 'عيادة ويلكير العائلية',
    },
  ],
  faq: [
    {
      q: `ماذا يغطي ${TERMS.amc} ل${TERMS.it}؟`,
      a: `الصيانة الوقائية والإصلاحات والدعم لأجهزة الحاسوب و${TERMS.servers} والشبكة وكاميرات المراقبة المدرجة في عقدك، بأزمنة استجابة تُحدَّد وفق الأولوية.`,
    },
    {
      q: 'ما سرعة استجابتكم؟',
      a: 'نستجيب للحوادث الحرجة (P1) خلال 30 دقيقة، والعالية (P2) خلال ساعة واحدة، والمتوسطة (P3) خلال 4 ساعات، والمنخفضة (P4) خلال يوم عمل واحد.',
    },
    {
      q: 'هل تغطون أكثر من موقع؟',
      a: 'نعم. يمكن لعقد واحد أن يغطي المكاتب والمتاجر والمستودعات في دبي والشارقة، وأبوظبي حسب الطلب.',
    },
    {
      q: 'هل تشمل الخدمة قطع الغيار؟',
      a: 'أجور العمل مشمولة؛ أما قطع الغيار البديلة فتُسعَّر بسعر التكلفة أو تُعالَج ضمن الضمان.',
    },
    {
      q: 'هل يمكننا البدء بفترة تجريبية؟',
      a: 'نعم، تتوفر فترة تجريبية مدتها 30 يومًا بتعاقد شهري قبل بدء مدة التعاقد البالغة 12 شهرًا.',
    },
  ],
};

export const AMC_SLA: readonly AmcSlaRow[] = [
  { priority: 'P1 حرجة', response: '30 دقيقة', resolution: '4 ساعات' },
  { priority: 'P2 عالية', response: 'ساعة واحدة', resolution: '8 ساعات' },
  { priority: 'P3 متوسطة', response: '4 ساعات', resolution: 'يومَا عمل' },
  { priority: 'P4 منخفضة', response: 'يوم عمل واحد', resolution: '5 أيام عمل' },
];

export const AMC_OVERVIEW: ServicePageContent = {
  heroLead: `حافظ على كفاءة كل جهاز و${TERMS.server} ووصلة شبكة من خلال الصيانة الوقائية، والإصلاحات المضمونة ب${TERMS.sla}، والزيارات الميدانية المجدولة.`,
  features: [
    {
      title: 'الصيانة الوقائية',
      description:
        'زيارات مجدولة لتثبيت التحديثات، وتنظيف الأجهزة، واختبار النسخ الاحتياطية، وفحص سلامة العتاد.',
    },
    {
      title: `إصلاحات مضمونة ب${TERMS.sla}`,
      description: `أهداف ل${TERMS.responseTime} و${TERMS.resolutionTime} بحسب الأولوية، تبدأ من 30 دقيقة للحوادث الحرجة.`,
    },
    {
      title: 'سجل الأصول',
      description: 'تسجيل كل جهاز مع بيانات الضمان والمسؤول عنه وتواريخ دورة حياته.',
    },
    {
      title: 'تغطية لعدة مواقع',
      description: 'المكاتب والمتاجر والمستودعات في أنحاء الإمارات بعقد واحد.',
    },
  ],
  benefits: [
    'أعطال أقل',
    'ميزانية ثابتة طوال العام',
    'سجلات جاهزة للتدقيق',
    'شريك واحد لجميع المواقع',
  ],
};
