import type { ContactPageCopy } from '../shapes/contact';
import { CONTACT_REPLY_WITHIN } from './reply-within';

export const CONTACT_PAGE: ContactPageCopy = {
  title: 'Contact Us',
  lead: 'Talk to an engineer today: by phone, by email, or with the form below.',
  reachTitle: 'How to reach us',
  phoneTitle: 'Phone',
  phoneNote: '— 24/7 for emergencies',
  emailTitle: 'Email',
  emailNote: '— we reply within 2 hours',
  officesTitle: 'Offices',
  offices: 'Dubai Silicon Oasis (headquarters) · Sharjah SRTI Park (technology lab)',
  hoursTitle: 'Business hours',
  hours: 'Sunday to Thursday, 9:00 to 18:00 · 24/7 emergency support',
  formTitle: 'Send us a message',
  formLabel: 'Contact form',
  fields: { subject: 'Subject', message: 'Message' },
  submit: 'Send Message',
  sending: 'Sending...',
  sentTitle: 'Message Sent',
  sentText: `Thank you. We will reply within ${CONTACT_REPLY_WITHIN}.`,
};
