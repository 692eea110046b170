import type { AddonId, CountField, LicenseId } from './environment';

/**
 * The Arabic names of the count fields, add-ons and licences, as the Arabic calculator's form
 * labels them. Product names (Microsoft 365, Wi-Fi, CCTV) stay in Latin letters. A module of its
 * own: the form needs these names with the page, the rest of a quote's words only with a quote.
 *
 * @example
 * ARABIC_ITEM_NAMES.numUsers; // => 'المستخدمون'
 * ARABIC_ITEM_NAMES.m365Backup; // => 'النسخ الاحتياطي لـ Microsoft 365'
 */
export const ARABIC_ITEM_NAMES: Readonly<Record<CountField | AddonId | LicenseId, string>> = {
  numUsers: 'المستخدمون',
  numServers: 'الخوادم',
  numRouters: 'أجهزة التوجيه',
  numFirewalls: 'جدران الحماية',
  numWiFi: 'نقاط الوصول اللاسلكية (Wi-Fi)',
  numCCTV: 'كاميرات المراقبة (CCTV)',
  numLocations: 'المواقع',
  avMgmt: 'إدارة مكافحة الفيروسات',
  backupMon: 'مراقبة النسخ الاحتياطي',
  siteVisit: 'زيارة ميدانية شهرية',
  ms365Admin: 'حزمة إدارة Microsoft 365',
  endpointProt: 'حماية الأجهزة الطرفية',
  dataBackupUser: 'النسخ الاحتياطي لبيانات المستخدمين',
  dataBackupServer: 'النسخ الاحتياطي للخوادم',
  m365Backup: 'النسخ الاحتياطي لـ Microsoft 365',
};
