export { formatLead } from './leads';
export { createMailer, leadSubject, leadText } from './mailer';
export type { LeadMailer } from './mailer';
export { DEFAULT_OPTIONS, optionsFromEnv } from './options';
export type { FormServicesOptions } from './options';
export { createOutbox } from './outbox';
export type { Outbox, StoredAttachment, StoredLead } from './outbox';
export { SERVICE_MESSAGES, formServices, mountFormServices } from './plugin';
export { buildServer } from './server';
