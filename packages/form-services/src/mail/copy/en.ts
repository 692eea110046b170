import { REPLY_PROMISES, replyWithinEnglish } from '@acme/forms-client/contract';
import { formatAED } from '@acme/pricing-engine';
import type { VisitorMailCopy } from './copy';

/** The visitor's mails in English: the words they have always had. */
export const EN_MAIL_COPY: VisitorMailCopy = {
  language: 'en',
  locale: 'en-GB',
  pathPrefix: '',
  amount: formatAED,
  confirmations: {
    assessment: {
      request: 'free IT assessment request',
      next: 'We will contact you to arrange your assessment.',
    },
    booking: {
      request: 'on-demand support booking',
      next: 'An engineer will confirm the appointment with you.',
    },
    contact: {
      request: 'message',
      next: `We reply within ${replyWithinEnglish(REPLY_PROMISES.contact)}.`,
    },
    rfi: {
      request: 'RFI/RFP submission',
      next: `We reply within ${replyWithinEnglish(REPLY_PROMISES.rfi)}.`,
    },
    application: {
      request: 'job application',
      next: 'Our team reads every application and will contact you if your profile fits.',
    },
    quote: { request: 'quote request', next: 'We’ll get back to you shortly.' },
  },
  subject: (request, reference) => `We received your ${request} (${reference})`,
  received: (request, when) => `Thank you. We received your ${request} on ${when} (Dubai time).`,
  reference: (reference) => `Reference: ${reference}`,
  quoteTheReference: 'Please quote the reference if you write or call us.',
  booking: {
    requested: (date, from, until) => `Requested: ${date}, ${from} to ${until} Dubai time`,
    nextDay: (clock) => `${clock} (next day)`,
    laterDay: (date, clock) => `${date}, ${clock}`,
    onsite: (emirate) => `Service: Onsite support in ${emirate}`,
    remote: 'Service: Remote support',
    estimate: (total, terms) => `Estimate: ${total} (${terms.join('; ')})`,
    hours: (hours) => `${hours} hours`,
    afterHours: (multiplier) => `after-hours rate ×${multiplier}`,
    travel: (dirhams) => `travel ${formatAED(dirhams)}`,
    invitationAttached: 'A calendar invitation is attached.',
    eventSummary: (company, onsite, reference) =>
      `${company}: ${onsite ? 'onsite' : 'remote'} IT support (${reference})`,
    eventDescription: (reference) => `Your on-demand support booking, reference ${reference}.`,
    changeLink:
      'To move or cancel this booking, open this link (it works until the booking starts):',
    moved: {
      subject: (reference) => `Your booking was moved (${reference})`,
      intro: 'Your on-demand support booking was moved as you asked.',
    },
    cancelled: {
      subject: (reference) => `Your booking was cancelled (${reference})`,
      intro: 'Your on-demand support booking was cancelled as you asked.',
      invitationAttached:
        'The attached calendar update removes the appointment from your calendar.',
    },
  },
  savedQuote: {
    subject: 'Your saved IT quote',
    intro: 'Here is the IT quote you saved on our website.',
    openAgain: 'Open it again in the calculator:',
  },
  checklist: {
    subject: 'Your IT checklist',
    intro: 'Thank you for downloading our IT checklist. The PDF is attached to this mail.',
  },
};
