import { REPLY_PROMISES, replyWithinEnglish } from '@acme/forms-client/contract';

// How soon each form that promises an answer promises it, as the English pages say it after
// "within": worded from the lead contract's promises, which the form services' mails read too, so
// a changed promise changes the pages. The build writes these as the words they are
// (scripts/reply-within-literals.ts): the browser ships neither the promises nor their wording.

export const ASSESSMENT_REPLY_WITHIN = replyWithinEnglish(REPLY_PROMISES.assessment);
export const CONTACT_REPLY_WITHIN = replyWithinEnglish(REPLY_PROMISES.contact);
export const RFI_REPLY_WITHIN = replyWithinEnglish(REPLY_PROMISES.rfi);
