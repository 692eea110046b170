import type { LeadLanguage } from '@acme/forms-client/contract';
import { AR_MAIL_COPY } from './ar';
import type { VisitorMailCopy } from './copy';
import { EN_MAIL_COPY } from './en';

export type { ConfirmedForm, VisitorMailCopy } from './copy';

const COPIES: Readonly<Record<LeadLanguage, VisitorMailCopy>> = {
  en: EN_MAIL_COPY,
  ar: AR_MAIL_COPY,
};

/** The visitor mails' words in a lead's language. */
export function mailCopy(language: LeadLanguage): VisitorMailCopy {
  return COPIES[language];
}
