import type { AssessmentCopy } from '../shapes/assessment';
import { ASSESSMENT_REPLY_WITHIN } from './reply-within';

export const ASSESSMENT: AssessmentCopy = {
  title: 'Get a Free IT Assessment',
  titleAbout: (service: string) => `Get a Free IT Assessment: ${service}`,
  thanks: 'Thank You!',
  submitted: `Your request has been submitted successfully. Our team will contact you within ${ASSESSMENT_REPLY_WITHIN}.`,
  immediate: { call: 'For immediate assistance call ', email: ' or email ', end: '.' },
  workEmail: 'Work Email',
  message: 'Message',
  cancel: 'Cancel',
  sending: 'Sending...',
  submit: 'Submit',
};
