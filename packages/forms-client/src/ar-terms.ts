// `@acme/forms-client/ar-terms`: the Arabic words the forms share with the pages and mails that
// say the same thing (the network error, the checklist's name, a reply promise's time). An entry
// of its own, so that a page's shell can show one without loading the forms' messages.
export { CHECKLIST_NAME_AR, NETWORK_ERROR_AR } from './messages/ar-terms';
export { ARABIC_BUSINESS_DAYS, replyWithinArabic } from './messages/reply-within-ar';
