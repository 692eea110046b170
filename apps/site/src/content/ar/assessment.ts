import * as TERMS from './glossary';
import type { AssessmentCopy } from '../shapes/assessment';
import { ASSESSMENT_REPLY_WITHIN } from './reply-within';

export const ASSESSMENT: AssessmentCopy = {
  title: `احصل على ${TERMS.assessment}`,
  titleAbout: (service) => `احصل على ${TERMS.assessment}: ${service}`,
  thanks: 'شكرًا لك!',
  submitted: `تم إرسال طلبك بنجاح. سيتواصل معك فريقنا خلال ${ASSESSMENT_REPLY_WITHIN}.`,
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
