/**
 * The Arabic words the forms share with the pages and the mails that say the same thing: one
 * constant each, so the site's shell, its quote, the forms' messages and the visitor mails never
 * word it two ways. Constants alone, no code: a page that shows one carries that string only.
 */

/**
 * "Network error. Please try again.": a form that got no answer, a part of a page that did not
 * arrive, a PDF that could not be fetched.
 *
 * @example
 * NETWORK_ERROR_AR; // => 'حدث خطأ في الاتصال بالشبكة. يُرجى المحاولة مرة أخرى.'
 */
export const NETWORK_ERROR_AR = 'حدث خطأ في الاتصال بالشبكة. يُرجى المحاولة مرة أخرى.';

/**
 * The IT AMC checklist's name ("IT AMC Checklist"): the site's links, page and route name it so,
 * and so does the mail that sends it. «عقد الصيانة السنوي» is the site glossary's AMC.
 *
 * @example
 * CHECKLIST_NAME_AR; // => 'قائمة التحقق الخاصة بعقد الصيانة السنوي'
 */
export const CHECKLIST_NAME_AR = 'قائمة التحقق الخاصة بعقد الصيانة السنوي';
