/**
 * The Arabic site's recurring terms, said one way everywhere (Modern Standard Arabic, formal
 * business register). A content module writes a term by interpolating it from here
 * (`import * as TERMS from './glossary'`), never by typing its own variant; one export a term, so
 * a page ships only the terms its copy uses. The package names are the company's product names
 * and stay in Latin letters, as on invoices and contracts; numbers stay in Latin digits
 * (`intlLocale` in `languages/languages.ts`).
 */

/** IT maintenance contract (AMC). */
export const amc = 'عقد الصيانة السنوي';
export const amcShort = 'عقد الصيانة';
/** Service level agreement (SLA). */
export const sla = 'اتفاقية مستوى الخدمة';
export const escalationMatrix = 'مصفوفة التصعيد';
export const helpdesk = 'مكتب الدعم الفني';
export const helpdesk247 = 'مكتب الدعم الفني على مدار الساعة';
export const managedServices = 'الخدمات المُدارة';
export const managedIt = 'خدمات تقنية المعلومات المُدارة';
export const itOutsourcing = 'الإسناد الخارجي لتقنية المعلومات';
export const it = 'تقنية المعلومات';
export const onSite = 'في الموقع';
export const onSiteVisit = 'زيارة ميدانية';
export const remoteSupport = 'الدعم عن بُعد';
export const onDemandSupport = 'الدعم حسب الطلب';
export const cybersecurity = 'الأمن السيبراني';
export const cloud = 'الحوسبة السحابية';
export const backup = 'النسخ الاحتياطي';
export const assessment = 'تقييم مجاني لتقنية المعلومات';
export const quote = 'عرض السعر';
export const estimate = 'التقدير';
export const pricingCalculator = 'حاسبة الأسعار';
export const rfi = 'طلب معلومات (RFI)';
export const rfp = 'طلب عروض (RFP)';
export const engineer = 'مهندس';
export const server = 'خادم';
export const servers = 'الخوادم';
export const users = 'المستخدمون';
export const networkDevices = 'أجهزة الشبكة';
export const responseTime = 'زمن الاستجابة';
export const resolutionTime = 'زمن الحل';
export const businessHours = 'ساعات العمل';
export const vat = 'ضريبة القيمة المضافة';
export const aed = 'درهم';
export const reference = 'الرقم المرجعي';
/** The three managed packages: product names, kept in Latin letters. */
export const packageNames = {
  essential: 'Essential Care',
  business: 'Business Plus',
  enterprise: 'Enterprise 24/7',
} as const;
/** The word before a package's name (`package` is a reserved word). */
export const packageWord = 'باقة';
/** The sentence the policies, the SLA and the legal page carry: the English text prevails. */
export const englishPrevails =
  'هذه ترجمة للنص الإنجليزي لأغراض الاطلاع، وفي حال وجود أي اختلاف بين النصين يُعتمد النص الإنجليزي.';
