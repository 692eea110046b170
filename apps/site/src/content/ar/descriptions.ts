import * as TERMS from './glossary';
import { RFI_REPLY_WITHIN } from './reply-within';

/** Each route's meta description, by route id (see the English module): 50 to 160 characters. */
export const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  home: `${TERMS.amcPlural} (AMC) و${TERMS.itOutsourcing} و${TERMS.helpdesk247} و${TERMS.cybersecurity} و${TERMS.cloud} لشركات دبي والشارقة وأبوظبي.`,
  about: `مزوّد إماراتي ل${TERMS.managedIt}، مقرّه الرئيسي في واحة دبي للسيليكون و${TERMS.technologyLab} التابع له في الشارقة، بمهندسين معتمدين ودعم على مدار الساعة.`,
  services: `${TERMS.managedIt} و${TERMS.itOutsourcing} و${TERMS.cybersecurity} وعمليات ${TERMS.it} والاستشارات للشركات في الإمارات.`,
  'it-outsourcing': `${TERMS.managedIt} و${TERMS.itOutsourcing} في دبي والشارقة: ${TERMS.helpdesk} والمراقبة ومهندسون ${TERMS.onSite} وتقارير شهرية ضمن خطة واحدة.`,
  'it-helpdesk': `${TERMS.helpdesk247} للشركات في الإمارات: دعم بالهاتف والبريد والمحادثة بأزمنة استجابة تكفلها ${TERMS.sla} وتصعيد واضح.`,
  'it-amc': `${TERMS.amc} في دبي والشارقة وأبوظبي: صيانة وقائية وإصلاحات وفق ${TERMS.sla} وزيارات ميدانية للأجهزة والخوادم والشبكات والكاميرات.`,
  cybersecurity: `${TERMS.cybersecurity} المُدار للشركات الصغيرة والمتوسطة في الإمارات: حماية الأجهزة والتصدي للتصيّد وفحص الثغرات والاستجابة للحوادث.`,
  'network-security':
    'خدمات أمن الشبكات في الإمارات: جدران حماية مُدارة وشبكات Wi-Fi آمنة وشبكات VPN مع MFA ومراقبة مستمرة للشبكة.',
  'cloud-security':
    'أمن الحوسبة السحابية لـMicrosoft 365 وAzure وAWS في الإمارات: حماية الهويات والتهيئة الآمنة والنسخ الاحتياطي السحابي.',
  'data-security': `خدمات أمن البيانات و${TERMS.backup} في الإمارات: التشفير والتحكم في الوصول ونسخ احتياطية يومية واستعادة مُختبَرة.`,
  compliance: `خدمات الامتثال في ${TERMS.it} بالإمارات: تقييم الفجوات والسياسات والأدلة للأنظمة الإماراتية وISO 27001 وتدقيق العملاء.`,
  'device-management':
    'إدارة الأجهزة للشركات في الإمارات: الإعداد والتحديثات وإدارة الأجهزة المحمولة وتتبع دورة حياة الأصول.',
  'application-management':
    'إدارة التطبيقات في الإمارات: دعم Microsoft 365 وتطبيقات الأعمال وإدارة التراخيص والتنسيق مع الموردين.',
  'infrastructure-management': `إدارة البنية التحتية ل${TERMS.it} في دبي والشارقة: مراقبة الخوادم والتخزين والشبكات والتمديدات وصيانتها.`,
  'employee-it': `إدارة ${TERMS.it} للموظفين في الشركات الإماراتية: تهيئة المنضمين الجدد وتغيير الصلاحيات وإنهاء الوصول بأمان عند المغادرة.`,
  'it-consulting': `استشارات ${TERMS.it} في الإمارات: التقييمات وخرائط الطريق والميزانيات والترحيل إلى السحابة وإدارة المشاريع.`,
  pricing: `قدّر التكلفة الشهرية ل${TERMS.managedIt}: المستخدمون والخوادم والشبكة والمواقع وساعات الدعم والإضافات والتراخيص.`,
  packages: `باقات ${TERMS.managedIt} ${TERMS.packageNames.essential} و${TERMS.packageNames.business} و${TERMS.packageNames.enterprise}، و${TERMS.onDemandSupport}، ومقارنة جنبًا إلى جنب.`,
  'smb-packages': `باقات دعم ${TERMS.it} للشركات الصغيرة في جميرا ودبي، تبدأ من 999 درهمًا شهريًا، مع إضافات للعيادات والصالونات والمقاهي والمتاجر.`,
  'on-demand': `احجز دعم ${TERMS.it} عن بُعد أو ${TERMS.onSite} بالساعة في أي مكان في الإمارات، مع عرض سعر فوري بتوقيت الخليج.`,
  'booking-change': `اطّلع على حجزك لخدمة ${TERMS.onDemandSupport}، أو غيّر موعده إلى تاريخ ووقت آخرين، أو ألغِه.`,
  sla: `أهداف ${TERMS.responseTime} و${TERMS.resolutionTime} لحوادث الأولوية من P1 إلى P4، وساعات الدعم ودورة حياة الحادث و${TERMS.escalationMatrix}.`,
  rfi: `أرسل إلينا ${TERMS.rfi} أو ${TERMS.rfp} بشأن ${TERMS.managedIt} أو ${TERMS.amc} أو ${TERMS.cybersecurity}؛ نرد خلال ${RFI_REPLY_WITHIN}.`,
  checklist: `نزّل ${TERMS.checklist}: ما يجب أن يغطيه العقد الجيد، من ${TERMS.sla} إلى ${TERMS.backup} والتقارير.`,
  careers: `انضم إلى فريقنا من مهندسي الدعم الفني والشبكات و${TERMS.cybersecurity} في دبي والشارقة.`,
  contact:
    'اتصل بنا أو راسلنا أو زر مكتبنا في واحة دبي للسيليكون. دعم على مدار الساعة لحالات الطوارئ.',
  legal: 'معلومات الشركة والمعلومات القانونية الخاصة بموقعنا الإلكتروني وخدماتنا.',
  privacy:
    'كيف نجمع البيانات الشخصية ونستخدمها ونحميها، وفقًا لقوانين دولة الإمارات العربية المتحدة.',
  infosec: 'التزاماتنا وضوابطنا لحماية سرية بيانات العملاء وسلامتها وتوافرها.',
  disclosure:
    'كيفية الإبلاغ عن ثغرة أمنية في موقعنا الإلكتروني أو خدماتنا، وكيفية تعاملنا مع تقريرك.',
};
