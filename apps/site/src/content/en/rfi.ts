import { LEAD_LIMITS } from '@acme/forms-client/contract';
import type { RfiPageCopy } from '../shapes/rfi';
import { RFI_REPLY_WITHIN } from './reply-within';

const megabytes = LEAD_LIMITS.fileBytes / (1024 * 1024);

export const RFI_PAGE: RfiPageCopy = {
  title: 'Submit an RFI / RFP',
  lead: `Send your RFI or RFP for managed IT, AMC or security services. We reply within ${RFI_REPLY_WITHIN}.`,
  formLabel: 'RFI / RFP submission',
  fields: {
    notes: 'Notes',
    file: 'RFI / RFP document',
    fileHint: `PDF or Word (DOC/DOCX), up to ${megabytes} MB.`,
  },
  uploading: 'Uploading your document',
  submit: 'Submit RFI / RFP',
  sending: 'Sending...',
  emailInstead: 'Email Instead',
  emailSubject: 'RFI / RFP submission',
  sentTitle: 'Thank you',
  sentText: `We have your document and will reply within ${RFI_REPLY_WITHIN}.`,
};
