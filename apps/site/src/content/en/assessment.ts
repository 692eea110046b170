/** The free IT assessment dialog (loaded with it). */
export const ASSESSMENT = {
  title: 'Get a Free IT Assessment',
  /** The title when the request is about a service (from its page or card). */
  titleAbout: (service: string) => `Get a Free IT Assessment: ${service}`,
  thanks: 'Thank You!',
  submitted:
    'Your request has been submitted successfully. Our team will contact you within 24 hours.',
  /** The sentence around the phone link and the mail link. */
  immediate: { call: 'For immediate assistance call ', email: ' or email ', end: '.' },
  workEmail: 'Work Email',
  message: 'Message',
  cancel: 'Cancel',
  sending: 'Sending...',
  submit: 'Submit',
};
