import { replyWithinArabic } from '@acme/forms-client/ar-terms';
import { REPLY_PROMISES } from '@acme/forms-client/contract';
import * as TERMS from './glossary';
import type { AssessmentCopy } from '../shapes/assessment';

export const ASSESSMENT: AssessmentCopy = {
  title: `احصل على ${TERMS.assessment}`,
  titleAbout: (service) => `احصل على ${TERMS.assessment}: ${service}`,
  thanks: 'شكرًا لك!',
  submitted: `تم إرسال طلبك بنجاح. سيتواصل معك فريقنا خلال ${replyWithinArabic(REPLY_PROMISES.assessment)}.`,
  immediate: {
    call: 'للمساعدة الفورية، اتصل بالرقم ',
    email: ' أو راسلنا على ',
    end: '.',
  },
  workEmail: 'البريد الإلكتروني للعمل',
  message: 'الرسالة',
  cancel: 'إلغاء',
  sending: 'جارٍ الإرسال…',
  submit: 'إرسال',
};
