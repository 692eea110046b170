/**
 * The Arabic site's recurring terms, said one way everywhere (Modern Standard Arabic, formal
 * business register). A content module writes a term by interpolating it from here
 * (`import * as TERMS from './glossary'`), never by typing its own variant; one export a form of
 * a term, so a page ships only the words its copy uses. A term whose forms differ in writing has
 * an export for each form the copy needs, named after it: the nominative (and genitive, written
 * alike) is the term's own name, `…Accusative` a verb's object, `…Definite` the term once it is
 * definite, `…Plain` without its Latin abbreviation. `TERM_FORMS` and `OBJECT_VERBS` list them for
 * the tests that check every interpolation takes the form its place needs (`style.test.ts`). What
 * the forms client and the mails name too comes from the package that owns it
 * (`@acme/forms-client/ar-terms`). The package names are the company's product names and stay in
 * Latin letters, as on invoices and contracts; numbers stay in Latin digits (`intlLocale` in
 * `languages/languages.ts`); counts are worded by the engine's `arabicCount` (`nouns.ts`).
 */
export { CHECKLIST_NAME_AR as checklist } from '@acme/forms-client/ar-terms';

/** IT maintenance contract (AMC). */
export const amc = 'عقد الصيانة السنوي';
/** …plural, as English says «IT maintenance contracts (AMC)». */
export const amcPlural = 'عقود الصيانة السنوية';
export const amcShort = 'عقد الصيانة';
/** Service level agreement (SLA). */
export const sla = 'اتفاقية مستوى الخدمة';
export const escalationMatrix = 'مصفوفة التصعيد';
/** The SLA page's short name (English «SLA & Escalation»): the footer, the breadcrumb, the AMC page. */
export const slaAndEscalation = `${sla} والتصعيد`;
export const helpdesk = 'مكتب الدعم الفني';
export const helpdesk247 = 'مكتب الدعم الفني على مدار الساعة';
export const managedServices = 'الخدمات المُدارة';
export const managedIt = 'خدمات تقنية المعلومات المُدارة';
export const itOutsourcing = 'الإسناد الخارجي لتقنية المعلومات';
export const it = 'تقنية المعلومات';
export const onSite = 'في الموقع';
export const onSiteVisit = 'زيارة ميدانية';
export const remoteSupport = 'الدعم عن بُعد';
/** Unlimited (remote support): «غير محدود», never «دون حدود». */
export const unlimited = 'غير محدود';
export const onDemandSupport = 'الدعم حسب الطلب';
export const cybersecurity = 'الأمن السيبراني';
export const cloud = 'الحوسبة السحابية';
export const backup = 'النسخ الاحتياطي';
/** The free IT assessment: «احصل على تقييم مجاني لتقنية المعلومات». */
export const assessment = 'تقييم مجاني لتقنية المعلومات';
/** …as a verb's object: «احجز تقييمًا مجانيًا لتقنية المعلومات». */
export const assessmentAccusative = 'تقييمًا مجانيًا لتقنية المعلومات';
/** …short, as a label: «تقييم مجاني». */
export const assessmentShort = 'تقييم مجاني';
export const quote = 'عرض السعر';
/** The custom quote, as a heading and in a sentence: «عرض سعر مخصص». */
export const customQuote = 'عرض سعر مخصص';
export const pricingCalculator = 'حاسبة الأسعار';
/** The packages pages' link to the calculator (English «Estimate in Pricing»). */
export const estimateInPricing = `احسب تقديرك في ${pricingCalculator}`;
/** Request for information: «أرسل طلب معلومات (RFI)». An adjective never follows it. */
export const rfi = 'طلب معلومات (RFI)';
export const rfiPlain = 'طلب معلومات';
/** Request for proposal: «أو طلب عروض (RFP)». */
export const rfp = 'طلب عروض (RFP)';
export const rfpPlain = 'طلب عروض';
export const engineer = 'مهندس';
export const engineerAccusative = 'مهندسًا';
/** A support ticket: «يُغلق البلاغ», «البلاغات حسب الأولوية». */
export const ticket = 'بلاغ';
export const ticketAccusative = 'بلاغًا';
export const ticketDefinite = 'البلاغ';
export const tickets = 'بلاغات';
export const ticketsDefinite = 'البلاغات';
/** The Sharjah office ("technology lab"), in SRTI Park. */
export const technologyLab = 'المختبر التقني';
export const srtiPark = 'مجمع الشارقة للبحوث والتكنولوجيا والابتكار';
export const server = 'خادم';
export const serverAccusative = 'خادمًا';
export const servers = 'الخوادم';
export const users = 'المستخدمون';
export const networkDevices = 'أجهزة الشبكة';
export const responseTime = 'زمن الاستجابة';
export const resolutionTime = 'زمن الحل';
export const businessHours = 'ساعات العمل';
export const vat = 'ضريبة القيمة المضافة';
/**
 * The dirham as a unit label. Money is written two ways: a price tag, a table cell, a list item
 * that starts with its price, a price in parentheses or after a colon keeps the unchanging label
 * «249 درهم» (`money`, the engine's `formatAEDArabic`), as UAE price lists do; an amount in a
 * running sentence counts the noun (`countedMoney`, the engine's `formatAEDArabicCounted`, through
 * `arabicCount`): «ابتداءً من 999 درهمًا», «1,005 دراهم», «1,000 درهم». Where a page's size budget
 * leaves the counting code out (the on-demand rates, the quote's comparison), the amount is made a
 * tag after a colon («لأول ساعتين: 350 درهم») rather than left uncounted in a sentence.
 * `style.test.ts` checks every amount after «من», «بمبلغ», «قدرها», «ثم».
 */
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

/**
 * The indefinite terms above, with their accusative where it is written differently: a verb's
 * object takes the accusative, and nothing definite may follow a term of several words (an
 * adjective after it would have to be indefinite too). For the tests.
 */
export const TERM_FORMS: readonly { readonly nominative: string; readonly accusative?: string }[] =
  [
    { nominative: assessment, accusative: assessmentAccusative },
    { nominative: engineer, accusative: engineerAccusative },
    { nominative: server, accusative: serverAccusative },
    { nominative: ticket, accusative: ticketAccusative },
    { nominative: rfi },
    { nominative: rfp },
  ];

/**
 * The verbs the copy puts a term straight after, as their object (imperatives, and the first
 * person of the mails and pages): what follows them is accusative. For the tests.
 */
export const OBJECT_VERBS: readonly string[] = [
  'احجز',
  'اطلب',
  'أرسل',
  'احفظ',
  'نزّل',
  'احسب',
  'افتح',
  'قدّم',
  'امنح',
  'أسند',
  'احمِ',
  'تلقّينا',
  'استلمنا',
  'نقدّم',
];
