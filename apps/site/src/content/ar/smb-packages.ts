import { arabicCount } from '@acme/pricing-engine';
import {
  SMB_FROM,
  SMB_PACKAGES,
  type SmbKitId,
  type SmbPackageId,
} from '../../catalogue/smb-packages';
import { countedMoney, money } from './money';
import { CAMERAS, HOURS, SERVERS, USERS, VISITS } from './nouns';
import * as TERMS from './glossary';
import type { SmbKitCopy, SmbLinkCopy, SmbPackageCopy, SmbPageCopy } from '../shapes/smb-packages';

const [starter, essentials, premium] = SMB_PACKAGES;
/** Hours after «خلال» (within) or «بحد أدنى» (at least): genitive. */
const hours = (count: number) => arabicCount(count, HOURS, 'genitive');
/** A plan's visits, as a line of their own: nominative. */
const visits = (count: number, per: 'month' | 'quarter') =>
  `${arabicCount(count, VISITS, 'nominative')} ${per === 'month' ? 'شهريًا' : 'كل ثلاثة أشهر'}`;

export const SMB_PAGE: SmbPageCopy = {
  badge: 'للشركات الصغيرة في جميرا ودبي',
  title: `باقات ${TERMS.it} للشركات الصغيرة`,
  lead: 'باقات شهرية بسيطة للمتاجر والعيادات وصالونات التجميل والمقاهي والمكاتب، مع حزم إضافية تناسب نشاطك.',
  assessment: `احصل على ${TERMS.assessment}`,
  estimate: TERMS.estimateInPricing,
  kitsTitle: 'الحزم الإضافية',
  kitDescription: (subtitle, price) =>
    `${subtitle}. ابتداءً من ${countedMoney(price, 'genitive')} شهريًا.`,
  managedTitle: 'الباقات المُدارة',
  period: 'شهريًا',
  featuredLabel: 'الأكثر طلبًا',
  onDemandTitle: TERMS.onDemandSupport,
  bookSupport: 'احجز الدعم',
  compareTitle: 'مقارنة الباقات',
  compareCaption: 'مقارنة بين باقات الشركات الصغيرة',
  featureLabel: 'الميزة',
  rows: {
    price: 'السعر الشهري',
    users: TERMS.users,
    remote: `${TERMS.responseTime} عن بُعد`,
    visits: 'الزيارات',
    servers: `${TERMS.servers} المشمولة`,
  },
  notesTitle: 'ملاحظات',
};

export const SMB_COPY: Readonly<Record<SmbPackageId, SmbPackageCopy>> = {
  starter: {
    price: money(starter.price),
    cap: `حتى ${arabicCount(starter.users.max, USERS, 'genitive')}`,
    lines: [
      `${TERMS.remoteSupport} خلال ${hours(starter.remoteHours)}`,
      `الحضور ${TERMS.onSite} في يوم العمل التالي`,
      visits(starter.visits.count, starter.visits.per),
    ],
    addOns: [
      `${money(starter.extraUser)} عن كل مستخدم إضافي`,
      `${TERMS.onSiteVisit}: ${money(starter.onsiteHourly)} للساعة (بحد أدنى ${hours(starter.onsiteMinimumHours)})`,
      `كاميرات المراقبة: ${money(starter.cctvMonthly)} شهريًا (حتى ${arabicCount(starter.cctvCameras, CAMERAS, 'genitive')})`,
    ],
    remote: `خلال ${hours(starter.remoteHours)}`,
    visits: visits(starter.visits.count, starter.visits.per),
    servers: false,
  },
  essentials: {
    price: money(essentials.price),
    cap: `من ${essentials.users.min} إلى ${arabicCount(essentials.users.max, USERS, 'genitive')}`,
    lines: [
      `${TERMS.remoteSupport} خلال ${hours(essentials.remoteHours)}`,
      visits(essentials.visits.count, essentials.visits.per),
    ],
    addOns: [
      `${money(essentials.extraUser)} عن كل مستخدم إضافي بعد ${arabicCount(essentials.users.max, USERS, 'genitive')}`,
      `${TERMS.servers}: ${money(essentials.serverRate)} لكل ${TERMS.server}`,
      `${TERMS.networkDevices}: ${money(essentials.networkRate)} لكل جهاز`,
    ],
    remote: `خلال ${hours(essentials.remoteHours)}`,
    visits: visits(essentials.visits.count, essentials.visits.per),
    servers: false,
  },
  premium: {
    price: money(premium.price),
    cap: `من ${premium.users.min} إلى ${arabicCount(premium.users.max, USERS, 'genitive')}`,
    lines: [
      `${TERMS.remoteSupport} خلال ${hours(premium.remoteHours)}`,
      `الحضور ${TERMS.onSite} خلال ${hours(premium.onsiteHours)}`,
      visits(premium.visits.count, premium.visits.per),
      `حتى ${arabicCount(premium.includedServers, SERVERS, 'genitive')}`,
    ],
    addOns: [
      `${money(premium.extraUser)} عن كل مستخدم إضافي بعد ${arabicCount(premium.users.max, USERS, 'genitive')}`,
      `${TERMS.servers} الإضافية: ${money(premium.serverRate)} لكل ${TERMS.server}`,
      `خدمة SOC/SIEM اختيارية ابتداءً من ${money(premium.socSiemFrom)}`,
    ],
    remote: `خلال ${hours(premium.remoteHours)}`,
    visits: visits(premium.visits.count, premium.visits.per),
    servers: `حتى ${premium.includedServers}`,
  },
};

export const SMB_KIT_COPY: Readonly<Record<SmbKitId, SmbKitCopy>> = {
  nursery: {
    title: 'حزمة الحضانات',
    subtitle: 'شبكة Wi-Fi آمنة وكاميرات مراقبة للحضانات',
    bullets: [
      'تصفية المحتوى بما يناسب الأطفال',
      'فحص دوري لسلامة كاميرات المراقبة',
      'دعم تطبيق أولياء الأمور',
    ],
  },
  clinic: {
    title: 'حزمة العيادات',
    subtitle: 'حماية بيانات المرضى',
    bullets: ['دعم برامج إدارة العيادة', 'نسخ احتياطية مشفّرة', 'خط أولوية لموظفي الاستقبال'],
  },
  salon: {
    title: 'حزمة الصالونات والمنتجعات الصحية',
    subtitle: 'الحجوزات والمدفوعات تعمل دون انقطاع',
    bullets: [
      'دعم نظام الحجوزات',
      'المساعدة في أنظمة نقاط البيع وأجهزة الدفع بالبطاقات',
      'شبكة Wi-Fi للضيوف',
    ],
  },
  cafe: {
    title: 'حزمة المقاهي والمطاعم',
    subtitle: 'الطلبات تتدفق بسلاسة في أوقات الذروة',
    bullets: [
      'أنظمة نقاط البيع وطابعات المطبخ',
      'دعم أجهزة التوصيل اللوحية',
      'اتصال إنترنت احتياطي',
    ],
  },
  boutique: {
    title: 'حزمة المتاجر والمكاتب',
    subtitle: 'واجهة المتجر والمكتب الخلفي في أيدٍ أمينة',
    bullets: [
      'دعم أنظمة نقاط البيع للتجزئة',
      'الطابعات والماسحات الضوئية المشتركة',
      'إدارة Microsoft 365',
    ],
  },
};

export const SMB_NOTES: readonly string[] = [
  'الحد الأدنى لمدة التعاقد 12 شهرًا.',
  'يُحتسب التنقل خارج دبي والشارقة للزيارات الميدانية بالتكلفة الفعلية مضافًا إليها وقت العمل.',
  `الأسعار شهرية بالدرهم الإماراتي ولا تشمل ${TERMS.vat}.`,
];

export const SMB_LINK: SmbLinkCopy = {
  question: 'هل لديك شركة صغيرة؟',
  link: `اطّلع على باقات دعم ${TERMS.it} للشركات الصغيرة، ابتداءً من ${countedMoney(SMB_FROM, 'genitive')} شهريًا`,
  end: '.',
};
