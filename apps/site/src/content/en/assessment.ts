import type { AssessmentCopy } from '../shapes/assessment';

export const ASSESSMENT: AssessmentCopy = {
  title: 'Get a Free IT Assessment',
  titleAbout: (service: string) => `Get a Free IT Assessment: ${service}`,
  thanks: 'Thank You!',
  submitted:
    'Your request has been submitted successfully. Our team will contact you within 24 hours.',
  immediate: { call: 'For immediate assistance call ', email: ' or email ', end: '.' },
  workEmail: 'Work Email',
  message: 'Message',
  cancel: 'Cancel',
  sending: 'Sending...',
  submit: 'Submit',
};
