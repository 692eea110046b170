import {
  ON_DEMAND_RATES,
  PACKAGES,
  arabicCount,
  ARABIC_SERVICE_LEVELS,
  type PackageId,
} from '@acme/pricing-engine';
import { ON_DEMAND_REMOTE_HOURS, SERVICE_LEVELS, SOC_SIEM_FROM } from '../../catalogue/packages';
import { countedMoney, money } from './money';
import { HOURS, SERVERS, USERS } from './nouns';
import * as TERMS from './glossary';
import type { ComparisonRow, PackageCopy, PackagesPageCopy } from '../shapes/packages';

/** Hours after «خلال» (within): genitive. */
const hours = (count: number) => arabicCount(count, HOURS, 'genitive');
const names = TERMS.packageNames;

export const PACKAGES_PAGE: PackagesPageCopy = {
  title: `باقات ${TERMS.managedIt}`,
  lead: 'ثلاث باقات مُدارة بأزمنة استجابة موثّقة كتابيًا، ودعم حسب الطلب متى احتجت إليه.',
  assessment: `احصل على ${TERMS.assessment}`,
  openCalculator: `افتح ${TERMS.pricingCalculator}`,
  managedTitle: 'الباقات المُدارة',
  cap: (userCap, audience) => `حتى ${arabicCount(userCap, USERS, 'genitive')} · ${audience}`,
  estimate: TERMS.estimateInPricing,
  estimateLabel: (packageName) => `${TERMS.estimateInPricing}: ${packageName}`,
  period: 'شهريًا',
  featuredLabel: 'الأكثر طلبًا',
  onDemandTitle: TERMS.onDemandSupport,
  onDemandIntro: `دون عقد: احجز ${TERMS.remoteSupport} أو ${TERMS.onSite} بالساعة.`,
  slaLabel: 'مستوى الخدمة:',
  bookSupport: 'احجز الدعم',
  compareTitle: 'مقارنة الباقات',
  compareCaption: `مقارنة بين الباقات المُدارة و${TERMS.onDemandSupport}`,
  featureLabel: 'الميزة',
  onDemandPlan: 'حسب الطلب',
  notesTitle: 'ملاحظات',
};

export const PACKAGE_COPY: Readonly<Record<PackageId, PackageCopy>> = {
  essential: {
    price: money(PACKAGES.essential.base),
    audience: 'للمكاتب الصغيرة التي تحتاج إلى دعم يُعتمد عليه',
    serviceLevels: ARABIC_SERVICE_LEVELS.essential,
    scope: [
      `${TERMS.helpdesk} لجميع المستخدمين`,
      'إدارة التحديثات الأمنية وبرامج مكافحة الفيروسات',
      'تقرير شهري عن سلامة الأنظمة',
    ],
    addOns: [
      `${money(PACKAGES.essential.overagePerUser)} عن كل مستخدم إضافي بعد ${arabicCount(PACKAGES.essential.userCap, USERS, 'genitive')}`,
      `${TERMS.servers}: ${money(PACKAGES.essential.serverRate)} لكل ${TERMS.server}`,
      `${TERMS.networkDevices}: ${money(PACKAGES.essential.networkRate)} لكل جهاز`,
    ],
  },
  business: {
    price: money(PACKAGES.business.base),
    audience: 'للشركات النامية التي لديها خوادم وعدة فرق عمل',
    serviceLevels: ARABIC_SERVICE_LEVELS.business,
    scope: [
      `كل ما تتضمنه ${TERMS.packageWord} ${names.essential}`,
      `مراقبة ${TERMS.servers} و${TERMS.backup}`,
      `مراجعة ربع سنوية لخدمات ${TERMS.it}`,
    ],
    addOns: [
      `${money(PACKAGES.business.overagePerUser)} عن كل مستخدم إضافي بعد ${arabicCount(PACKAGES.business.userCap, USERS, 'genitive')}`,
      `${TERMS.servers}: ${money(PACKAGES.business.serverRate)} لكل ${TERMS.server}`,
      `${TERMS.networkDevices}: ${money(PACKAGES.business.networkRate)} لكل جهاز`,
    ],
  },
  enterprise: {
    price: money(PACKAGES.enterprise.base),
    audience: 'للشركات ذات الفروع المتعددة التي لا تحتمل أي توقف',
    serviceLevels: ARABIC_SERVICE_LEVELS.enterprise,
    scope: [
      `كل ما تتضمنه ${TERMS.packageWord} ${names.business}`,
      `حتى ${arabicCount(PACKAGES.enterprise.includedServers, SERVERS, 'genitive')} ضمن الباقة`,
      'مدير خدمة مخصص',
    ],
    addOns: [
      `${money(PACKAGES.enterprise.overagePerUser)} عن كل مستخدم إضافي بعد ${arabicCount(PACKAGES.enterprise.userCap, USERS, 'genitive')}`,
      `${TERMS.servers} الإضافية: ${money(PACKAGES.enterprise.serverRate)} لكل ${TERMS.server}`,
      `خدمة SOC/SIEM اختيارية ابتداءً من ${money(SOC_SIEM_FROM)}`,
    ],
  },
};

export const PACKAGE_NOTES: readonly string[] = [
  'الحد الأدنى لمدة التعاقد على الباقات المُدارة 12 شهرًا.',
  `${TERMS.remoteSupport} ${TERMS.unlimited} وفق سياسة الاستخدام العادل.`,
  'تتوفر فترة تجريبية مدتها 30 يومًا بتعاقد شهري.',
  `الأسعار شهرية بالدرهم الإماراتي ولا تشمل ${TERMS.vat}.`,
];

const levels = SERVICE_LEVELS;

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    feature: 'السعر الشهري',
    values: {
      essential: money(PACKAGES.essential.base),
      business: money(PACKAGES.business.base),
      enterprise: money(PACKAGES.enterprise.base),
      ondemand: `ابتداءً من ${countedMoney(ON_DEMAND_RATES.remote.base, 'genitive')} للزيارة`,
    },
  },
  {
    feature: 'المستخدمون المشمولون',
    values: {
      essential: `حتى ${PACKAGES.essential.userCap}`,
      business: `حتى ${PACKAGES.business.userCap}`,
      enterprise: `حتى ${PACKAGES.enterprise.userCap}`,
      ondemand: 'أي عدد',
    },
  },
  {
    feature: `${TERMS.responseTime} عن بُعد`,
    values: {
      essential: `خلال ${hours(levels.essential.remoteHours)}`,
      business: `خلال ${hours(levels.business.remoteHours)}`,
      enterprise: `خلال ${hours(levels.enterprise.remoteHours)}`,
      ondemand: `بأفضل جهد ممكن خلال ${hours(ON_DEMAND_REMOTE_HOURS)}`,
    },
  },
  {
    feature: `${TERMS.responseTime} ${TERMS.onSite}`,
    values: {
      essential: 'يوم العمل التالي',
      business: `خلال ${hours(levels.business.onsiteHours ?? 0)}`,
      enterprise: `خلال ${hours(levels.enterprise.onsiteHours ?? 0)}`,
      ondemand: 'بموعد مسبق',
    },
  },
  {
    feature: 'الزيارات الميدانية شهريًا',
    values: {
      essential: String(levels.essential.visitsPerMonth),
      business: String(levels.business.visitsPerMonth),
      enterprise: String(levels.enterprise.visitsPerMonth),
      ondemand: 'حسب الحجز',
    },
  },
  {
    feature: 'مراقبة مركز عمليات الشبكة (NOC) على مدار الساعة',
    values: {
      essential: levels.essential.noc,
      business: levels.business.noc,
      enterprise: levels.enterprise.noc,
      ondemand: false,
    },
  },
  {
    feature: `${TERMS.servers} المشمولة`,
    values: {
      essential: false,
      business: false,
      enterprise: `حتى ${PACKAGES.enterprise.includedServers}`,
      ondemand: false,
    },
  },
];
