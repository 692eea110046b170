import { REPLY_PROMISES, replyWithinEnglish } from '@acme/forms-client/contract';
import type { AssessmentCopy } from '../shapes/assessment';

export const ASSESSMENT: AssessmentCopy = {
  title: 'Get a Free IT Assessment',
  titleAbout: (service: string) => `Get a Free IT Assessment: ${service}`,
  thanks: 'Thank You!',
  submitted: `Your request has been submitted successfully. Our team will contact you within ${replyWithinEnglish(REPLY_PROMISES.assessment)}.`,
  immediate: { call: 'For immediate assistance call ', email: ' or email ', end: '.' },
  workEmail: 'Work Email',
  message: 'Message',
  cancel: 'Cancel',
  sending: 'Sending...',
  submit: 'Submit',
};
