export { bookingProblem, bookingRequest, pricedBooking } from './booking';
export { envProblems, SERVICES_ENV_ENTRIES, SERVICES_ENV_SCHEMA } from './config/env-schema';
export { createDeliveryQueue } from './delivery/queue';
export type { DeliveryQueue, DeliveryQueueOptions } from './delivery/queue';
export type { Delivery, DeliveryKind, DeliveryRecord, DeliveryStatus } from './delivery/state';
export { SERVICE_MESSAGES } from './http/answer';
export { requestLogEntry, serverLogger } from './http/request-log';
export type { LogDestination, RequestLogEntry, ServerLoggerOptions } from './http/request-log';
export type { AnswerFormat } from './http/answer';
export { SERVER_TIMEOUTS, httpServerOptions } from './http-server';
export { trustProxyFromEnv } from './config/trust-proxy';
export type { HttpServerOptions, ServerTimeouts } from './http-server';
export { formatDelivery, formatLead, leadListing, resendFailed } from './leads';
export { companyMail, leadSubject, leadText } from './mail/company-mail';
export { bookingInvitation } from './mail/ics';
export type { MailAttachment, OutgoingMail } from './mail/outgoing';
export { fileTransport, smtpTransport } from './mail/transport';
export type { MailTransport } from './mail/transport';
export { visitorAddress } from './mail/visitor-address';
export { visitorMail } from './mail/visitor-mail';
export type { VisitorMailContext } from './mail/visitor-mail';
export {
  DEFAULT_DELIVERY,
  DEFAULT_OPTIONS,
  optionsFromEnv,
  resolvedOptions,
} from './config/options';
export type { DeliveryOptions, FormServicesOptions } from './config/options';
export { dataPath, loadRootEnv, repositoryRoot } from './paths';
export { formServices, mountFormServices } from './plugin';
export { buildServer } from './server';
export { closeOnSignals } from './shutdown';
export { ConfigurationError } from './config/configuration-error';
export { FORM_SHOWN_FIELD } from './spam/context';
export type { SpamContext } from './spam/context';
export { SPAM_RULES, SPAM_THRESHOLD } from './spam/rules';
export type { SpamRule } from './spam/rules';
export { spamVerdict } from './spam/verdict';
export type { SpamReason, SpamVerdict } from './spam/verdict';
export { StoreUnavailableError } from './store/errors';
export { openFileStore } from './store/files/file-store';
export type { FileStore } from './store/files/file-store';
export type {
  LeadStore,
  LeadWithDeliveries,
  StoredAttachment,
  StoredLead,
} from './store/lead-store';
export { openStore } from './store/open-store';
