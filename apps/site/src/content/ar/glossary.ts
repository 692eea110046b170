/**
 * The Arabic site's recurring terms, said one way everywhere (Modern Standard Arabic, formal
 * business register). A content module writes a term by interpolating it from here, never by
 * typing its own variant. The package names are the company's product names and stay in Latin
 * letters, as on invoices and contracts; numbers stay in Latin digits (`intlLocale` in `languages/languages.ts`).
 */
export const TERMS = {
  /** IT maintenance contract (AMC). */
  amc: 'عقد الصيانة السنوي',
  amcShort: 'عقد الصيانة',
  /** Service level agreement (SLA). */
  sla: 'اتفاقية مستوى الخدمة',
  escalationMatrix: 'مصفوفة التصعيد',
  helpdesk: 'مكتب الدعم الفني',
  helpdesk247: 'مكتب الدعم الفني على مدار الساعة',
  managedServices: 'الخدمات المُدارة',
  managedIt: 'خدمات تقنية المعلومات المُدارة',
  itOutsourcing: 'الإسناد الخارجي لتقنية المعلومات',
  it: 'تقنية المعلومات',
  onSite: 'في الموقع',
  onSiteVisit: 'زيارة ميدانية',
  remoteSupport: 'الدعم عن بُعد',
  onDemandSupport: 'الدعم حسب الطلب',
  cybersecurity: 'الأمن السيبراني',
  cloud: 'الحوسبة السحابية',
  backup: 'النسخ الاحتياطي',
  assessment: 'تقييم مجاني لتقنية المعلومات',
  quote: 'عرض السعر',
  estimate: 'التقدير',
  pricingCalculator: 'حاسبة الأسعار',
  rfi: 'طلب معلومات (RFI)',
  rfp: 'طلب عروض (RFP)',
  engineer: 'مهندس',
  server: 'خادم',
  servers: 'الخوادم',
  workstation: 'جهاز مكتبي',
  users: 'المستخدمون',
  networkDevices: 'أجهزة الشبكة',
  responseTime: 'زمن الاستجابة',
  resolutionTime: 'زمن الحل',
  businessHours: 'ساعات العمل',
  vat: 'ضريبة القيمة المضافة',
  aed: 'درهم',
  reference: 'الرقم المرجعي',
  /** The three managed packages: product names, kept in Latin letters. */
  packageNames: {
    essential: 'Essential Care',
    business: 'Business Plus',
    enterprise: 'Enterprise 24/7',
  },
  package: 'باقة',
  /** The sentence the policies, the SLA and the legal page carry: the English text prevails. */
  englishPrevails:
    'هذه ترجمة للنص الإنجليزي لأغراض الاطلاع، وفي حال وجود أي اختلاف بين النصين يُعتمد النص الإنجليزي.',
} as const;
