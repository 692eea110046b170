import { QUOTE_LABELS_EN, type QuoteLabels } from '@acme/pricing-engine';
import type { QuoteDocumentCopy, QuoteFollowUpCopy } from '../shapes/quote';

/** The words a quote is shown with (the engine's English labels): rows, totals, charts, comparison. */
export const QUOTE_WORDS: QuoteLabels = QUOTE_LABELS_EN;

export const QUOTE_FOLLOW_UP: QuoteFollowUpCopy = {
  chartTitle: 'Your price at a glance',
  customQuote: {
    title: 'Custom quote',
    text: 'This is a custom estimate. Request it below and an engineer will confirm it after an assessment.',
  },
  largeOffice: {
    title: '100+ users',
    text: 'Environments of 100 or more users get an engineer-led custom proposal.',
  },
  request: {
    title: 'Request this quote',
    sent: 'Quote request sent',
    sentText: 'We’ll get back to you shortly.',
    name: 'Full name',
    email: 'Work email',
    notes: 'Notes',
    sending: 'Sending…',
    submit: 'Request quote',
  },
  save: {
    title: 'Save this quote',
    sent: 'Quote saved successfully!',
    lead: 'Get this quote by email to come back to it later.',
    name: 'Your name',
    email: 'Your email',
    sending: 'Saving…',
    submit: 'Email me this quote',
  },
};

export const QUOTE_DOCUMENT: QuoteDocumentCopy = {
  show: 'Show Quote Preview',
  hide: 'Hide Quote Preview',
  download: 'Download PDF',
  preparing: 'Preparing PDF…',
  networkError: 'Network error. Please try again.',
  pdfFailed: (email: string) => `Could not create the PDF. Please try again, or email ${email}.`,
  fileName: (company: string) => `${company} Custom Quote.pdf`,
  title: 'Custom Quote',
  issued: (date: string) => `Issued ${date}`,
  disclaimer:
    'This is an estimate only. Your final quote follows an engineer assessment and your choice of SLA. Prices are in AED per month.',
};
