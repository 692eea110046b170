import * as TERMS from './glossary';
import type { HomeCopy } from '../shapes/home';

export const HOME: HomeCopy = {
  badge: 'شريكك الموثوق في تقنية المعلومات',
  title: `مزوّدك الموثوق ل${TERMS.managedIt} في الإمارات`,
  lead: `عقود صيانة ${TERMS.it}، و${TERMS.itOutsourcing}، و${TERMS.helpdesk247}، وخدمات ${TERMS.cybersecurity} و${TERMS.cloud} للشركات في دبي والشارقة وأبوظبي، يقدّمها مهندسون معتمدون يعرفون مواقع عملك.`,
  offers: [
    {
      title: TERMS.managedIt,
      description: `نتولّى إدارة ${TERMS.it} لديك: المراقبة والصيانة والدعم ضمن خطة شهرية واحدة.`,
      bullets: [
        'مراقبة استباقية على مدار الساعة',
        `${TERMS.remoteSupport} ${TERMS.unlimited}`,
        'زيارات ميدانية مجدولة',
      ],
    },
    {
      title: `${TERMS.cybersecurity} وحماية البيانات`,
      description:
        'طبقات متعددة من الحماية ونسخ احتياطية تحافظ على استمرارية أعمالك عند حدوث أي طارئ.',
      bullets: [
        'حماية الأجهزة الطرفية وحلول EDR',
        'حماية البريد الإلكتروني والتصدي للتصيّد الاحتيالي',
        'نسخ احتياطية يومية مُختبَرة',
      ],
    },
    {
      title: `حلول ${TERMS.cloud} والبيئات الهجينة`,
      description: 'Microsoft 365 وAzure والأنظمة المحلية تعمل معًا بأمان.',
      bullets: [
        'إعداد Microsoft 365 وتعزيز أمانه',
        'الترحيل إلى السحابة',
        'إدارة الهوية والوصول في البيئات الهجينة',
      ],
    },
    {
      title: `${TERMS.remoteSupport} والدعم ${TERMS.onSite}`,
      description:
        'مساعدة خلال دقائق عبر الهاتف أو جلسة عن بُعد، ومهندسون يحضرون إلى مقر عملك عند الحاجة.',
      bullets: [
        TERMS.helpdesk247,
        `الدعم ${TERMS.onSite} في جميع أنحاء دبي والشارقة`,
        'أبوظبي حسب الطلب',
      ],
    },
    {
      title: `استشارات ${TERMS.it} واستراتيجيتها`,
      description: 'خرائط طريق وميزانيات تربط التقنية بوجهة أعمالك.',
      bullets: [`تقييمات ${TERMS.it}`, 'خرائط طريق لثلاث سنوات', 'تنفيذ المشاريع'],
    },
  ],
  whyChoose: [
    {
      title: 'حضور محلي',
      description: 'مهندسون مقرّهم في واحة دبي للسيليكون والشارقة، على بُعد دقائق من مكتبك.',
    },
    {
      title: TERMS.helpdesk247,
      description: 'يحصل موظفوك على المساعدة في أي ساعة، ونستجيب للحوادث الحرجة خلال 30 دقيقة.',
    },
    {
      title: 'خبراء معتمدون',
      description: `مهندسون حاصلون على شهادات Microsoft وCisco ومؤهلات في ${TERMS.cybersecurity}.`,
    },
    {
      title: `${TERMS.cybersecurity} أولًا`,
      description: 'تتضمن كل خطة معايير أمنية أساسية ونسخًا احتياطية ومراقبة مستمرة.',
    },
    {
      title: 'خطط مرنة قابلة للتوسع',
      description: 'باقات تنمو مع عدد موظفيك ومواقعك، من 5 إلى 500 مستخدم.',
    },
  ],
  industries: [
    'التجزئة والتجارة الإلكترونية',
    'العقارات وإدارة الأملاك',
    'التصنيع والخدمات اللوجستية',
    'الرعاية الصحية والعيادات',
    'المال والتأمين ومكاتب المحاماة',
    'التعليم ومعاهد التدريب',
  ],
  cta: {
    title: 'هل أنت مستعد لأنظمة تقنية تعمل بلا عناء؟',
    text: `احجز ${TERMS.assessmentAccusative}: يراجع أحد مهندسينا أنظمتك ويقدّم لك خطة مكتوبة وسعرًا شهريًا ثابتًا.`,
  },
  headings: {
    offers: 'ما نقدّمه',
    whyChoose: (company) => `لماذا تختار ${company}؟`,
    industries: 'القطاعات التي نخدمها',
    testimonials: 'ماذا يقول عملاؤنا',
  },
  actions: {
    assessment: `احصل على ${TERMS.assessment}`,
    call: 'اتصل الآن',
    getStarted: 'ابدأ اليوم',
    pricing: 'اطّلع على خطط الأسعار',
  },
  testimonials: [
    {
      quote: `منذ أن نقلنا فروعنا الثلاثة إلى ${TERMS.amcShort} لديهم، باتت ${TERMS.tickets}نا تلقى ردًّا خلال ساعة، وصارت نسخنا الاحتياطية تُختبَر أخيرًا كل شهر.`,
      author: 'رانيا حداد',
      position: 'مديرة العمليات',
      company: 'شركة الخليج للتجارة ذ.م.م',
    },
    {
      quote: `نقلونا إلى Microsoft 365 خلال عطلة نهاية أسبوع واحدة دون أي توقف، وكان ${TERMS.helpdesk} ممتازًا منذ ذلك الحين.`,
      author: 'سمير قريشي',
      position: 'الشريك الإداري',
      company: 'قريشي وشركاه للاستشارات القانونية',
    },
  ],
};
