import * as TERMS from './glossary';
import type { CareersCopy, CareersPageCopy } from '../shapes/careers';

export const CAREERS_PAGE: CareersPageCopy = {
  title: 'الوظائف',
  submitCv: 'أرسل سيرتك الذاتية',
  whyTitle: 'لماذا تعمل معنا',
  positionsTitle: 'الوظائف الشاغرة',
  fullTime: 'دوام كامل',
  applyNow: 'قدّم الآن',
  applyNowLabel: (position) => `قدّم الآن: ${position}`,
  openTitle: 'طلبات التوظيف المفتوحة',
  openLead: 'لم تجد الوظيفة التي تناسبك؟ نرحب بطلبات التوظيف في المجالات التالية:',
  emailBefore: 'تفضّل البريد الإلكتروني؟ أرسل سيرتك الذاتية إلى',
  emailAfter: '.',
  emailSubject: 'طلب توظيف',
  lookForTitle: 'ما الذي نبحث عنه',
  whereTitle: 'أين نعمل',
  remoteNote: 'تتوفر وظائف عن بُعد وبنظام العمل الهجين لبعض المناصب.',
  dialogTitle: 'تقديم طلب',
  close: 'إغلاق',
  sentTitle: 'تم إرسال طلبك',
  sentText: 'شكرًا لك. سنراجع طلبك ونعاود التواصل معك.',
  formLabel: 'طلب توظيف',
  fields: {
    name: 'الاسم الكامل',
    position: 'الوظيفة المطلوبة',
    coverLetter: 'خطاب التقديم',
    portfolioUrl: 'رابط السيرة الذاتية أو حساب LinkedIn',
    portfolioHint: 'اختياري',
  },
  cancel: 'إلغاء',
  submit: 'إرسال الطلب',
  sending: 'جارٍ الإرسال…',
};

export const CAREERS: CareersCopy = {
  lead: 'انضم إلى فريق من المهندسين يحافظون على استمرارية أعمال الشركات في دولة الإمارات. تتوفر وظائف عن بُعد وبنظام العمل الهجين لبعض المناصب.',
  benefits: [
    'راتب تنافسي ومكافأة سنوية',
    'تأمين صحي وتذكرة طيران سنوية',
    'شهادات Microsoft وCisco والأمن السيبراني على نفقة الشركة',
    `مسارات مهنية واضحة من مستوى الدعم الأول (L1) حتى إدارة الخدمات`,
    'أدوات حديثة ومركز عمليات شبكة (NOC) يعمل على مدار الساعة لتتعلم منه',
  ],
  positions: [
    {
      title: `${TERMS.engineer} دعم ${TERMS.it}`,
      location: 'دبي والشارقة',
      requirements: [
        `خبرة لا تقل عن سنتين في ${TERMS.helpdesk} أو دعم أجهزة المستخدمين`,
        'معرفة بنظام Windows وMicrosoft 365 وأساسيات الشبكات',
        'إتقان اللغة الإنجليزية تحدثًا وكتابة؛ وإجادة العربية ميزة إضافية',
      ],
    },
    {
      title: `${TERMS.engineer} الشبكات و${TERMS.cybersecurity}`,
      location: 'دبي',
      requirements: [
        `شهادة CCNA أو ما يعادلها؛ وشهادات ${TERMS.cybersecurity} ميزة إضافية`,
        'خبرة عملية في جدران الحماية والشبكات الافتراضية الخاصة (VPN) وشبكات Wi-Fi والمحوّلات في بيئات تشغيل فعلية',
        'الاستعداد للمناوبة عند وقوع حوادث P1',
      ],
    },
    {
      title: `${TERMS.engineer} ميداني لدعم ${TERMS.amcShort}`,
      location: 'دبي والشارقة',
      requirements: [
        'خبرة في العتاد والطابعات وكاميرات المراقبة والتمديدات',
        'رخصة قيادة إماراتية',
        'التنظيم والالتزام بجداول الصيانة الوقائية',
      ],
    },
    {
      title: 'مدير مبيعات / مدير حسابات',
      location: 'دبي',
      requirements: [
        `خبرة لا تقل عن 3 سنوات في بيع خدمات ${TERMS.it} للشركات الصغيرة والمتوسطة في دولة الإمارات`,
        'إلمام بإعداد العروض والرد على طلبات العروض (RFP) وتجديد العقود',
        'شبكة علاقات في قطاعات التجزئة أو الرعاية الصحية أو الخدمات اللوجستية',
      ],
    },
  ],
  openApplicationTags: [
    TERMS.helpdesk,
    TERMS.cloud,
    TERMS.cybersecurity,
    'الشبكات',
    'إدارة المشاريع',
    'المبيعات',
  ],
  lookFor: [
    'أشخاص يعالجون الأسباب الجذرية لا الأعراض فقط',
    'مهارة في التواصل بوضوح مع العملاء والزملاء',
    'حب الاستطلاع وعادة التوثيق',
    'الهدوء تحت الضغط عند وقوع الحوادث',
  ],
  offices: ['واحة دبي للسيليكون (المقر الرئيسي)', `${TERMS.srtiPark} (${TERMS.technologyLab})`],
};
