import type * as en from '../en/about';
import type { Translation } from '../translation';
import * as TERMS from './glossary';

/** The about page's copy (see the English module). */
export const ABOUT: Translation<typeof en.ABOUT> = {
  headings: {
    whoWeAre: 'من نحن',
    locations: 'مواقعنا',
    missionVision: 'الرسالة والرؤية',
    mission: 'رسالتنا',
    vision: 'رؤيتنا',
    values: 'قيمنا',
    cta: `لنتحدث عن ${TERMS.it} لديك`,
  },
  actions: {
    consultation: 'احجز استشارة',
    services: 'تعرّف على خدماتنا',
  },
  title: `شريكك الموثوق في ${TERMS.it} في الإمارات`,
  lead: `نحافظ على ${TERMS.it} لدى الشركات النامية في الإمارات آمنةً ومدعومةً وجاهزةً لما هو قادم.`,
  whoWeAre: `نحن مزوّد ل${TERMS.managedIt}، نخدم الشركات الصغيرة والمتوسطة والشركات الناشئة والمؤسسات ذات الفروع المتعددة في جميع أنحاء الإمارات. من مقرنا الرئيسي في واحة دبي للسيليكون ومن ${TERMS.technologyLab} التابع لنا في الشارقة، يدير مهندسونا مكاتب الدعم الفني ويصونون البنية التحتية ويحمون البيانات لعملاء في قطاعات التجزئة والرعاية الصحية والخدمات اللوجستية والمال والتعليم. ونعمل بتنسيق وثيق مع علامتنا الشريكة لتقديم دعم وفوترة موحّدين.`,
  credentials: [
    'ممارسات أمنية معتمدة وفق ISO 27001',
    'خبرة في الامتثال لمعايير NESA',
    'شركاء معتمدون من Microsoft',
    'متخصصون في تقنيات Cisco',
    'فريق دعم على مدار الساعة مقرّه الإمارات',
    'تقديم الخدمات في مواقع متعددة',
  ],
  locations: [
    { name: 'واحة دبي للسيليكون', role: 'المقر الرئيسي' },
    { name: TERMS.srtiPark, role: TERMS.technologyLab },
  ],
  mission: `أن نوفّر لكل شركة في الإمارات دعم ${TERMS.it} و${TERMS.cybersecurity} بمستوى المؤسسات الكبرى وبسعر يناسبها، يقدّمه أشخاص يردّون على الهاتف.`,
  vision: `أن نكون الشريك الأكثر موثوقية في ${TERMS.it} للشركات النامية في المنطقة، ويُقاس ذلك باستمرارية أنظمة عملائنا وثقتهم.`,
  values: [
    { title: `${TERMS.cybersecurity} أولًا`, description: 'نصمّم كل خدمة حول حماية بيانات العملاء.' },
    {
      title: 'الابتكار',
      description: 'نعتمد أدوات تجعل الدعم أسرع والأنظمة أكثر أمانًا.',
    },
    {
      title: 'التركيز على العميل',
      description: 'نقيس نجاحنا باستمرارية أنظمة عملائنا ورضاهم.',
    },
    { title: 'التميّز', description: 'نوثّق كل ما نقوم به ونختبره ونحسّنه.' },
  ],
};
