import { replyWithinArabic } from '@acme/forms-client/ar-terms';
import { REPLY_PROMISES } from '@acme/forms-client/contract';

// How soon each form that promises an answer promises it, as the Arabic pages say it after «خلال»
// (see the English module): written into the build as the words they are.

export const ASSESSMENT_REPLY_WITHIN = replyWithinArabic(REPLY_PROMISES.assessment);
export const CONTACT_REPLY_WITHIN = replyWithinArabic(REPLY_PROMISES.contact);
export const RFI_REPLY_WITHIN = replyWithinArabic(REPLY_PROMISES.rfi);
