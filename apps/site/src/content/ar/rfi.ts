import { LEAD_LIMITS } from '@acme/forms-client/contract';
import * as TERMS from './glossary';
import type { RfiPageCopy } from '../shapes/rfi';
import { RFI_REPLY_WITHIN } from './reply-within';

const megabytes = LEAD_LIMITS.fileBytes / (1024 * 1024);

export const RFI_PAGE: RfiPageCopy = {
  title: `تقديم ${TERMS.rfi} أو ${TERMS.rfp}`,
  lead: `أرسل ${TERMS.rfi} أو ${TERMS.rfp} بشأن ${TERMS.managedIt} أو ${TERMS.amc} أو خدمات ${TERMS.cybersecurity}. نرد خلال ${RFI_REPLY_WITHIN}.`,
  formLabel: `تقديم ${TERMS.rfi} أو ${TERMS.rfp}`,
  fields: {
    notes: 'ملاحظات',
    file: `مستند ${TERMS.rfi} أو ${TERMS.rfp}`,
    fileHint: `ملف PDF أو Word (DOC/DOCX)، بحجم أقصاه ${megabytes} ميغابايت.`,
  },
  uploading: 'جارٍ رفع المستند',
  submit: 'إرسال الطلب',
  sending: 'جارٍ الإرسال…',
  emailInstead: 'الإرسال عبر البريد الإلكتروني بدلًا من ذلك',
  emailSubject: `تقديم ${TERMS.rfi} أو ${TERMS.rfp}`,
  sentTitle: 'شكرًا لك',
  sentText: `استلمنا مستندك وسنرد عليك خلال ${RFI_REPLY_WITHIN}.`,
};
