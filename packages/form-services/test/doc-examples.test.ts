import { describeDocExamples } from '@acme/tooling/doc-examples';
import { join } from 'node:path';
import * as retry from '../src/delivery/retry';
import { fieldColumns, leadsCsv } from '../src/export/leads-csv';
import { dubaiDayStart } from '../src/export/since';
import { isDisposableAddress } from '../src/spam/disposable';
import { formShownMs } from '../src/spam/rules';
import { hasMarkup, hasSchemeUrl, hasWwwAddress } from '../src/spam/text-signals';
import { spamVerdict } from '../src/spam/verdict';
import { createVisitorLedger } from '../src/store/visitor-ledger';
import * as api from '../src/index';
// Modules whose examples once ran on the package's front door, whole: a name they add or drop
// needs no line here.
import * as booking from '../src/booking';
import * as envSchema from '../src/config/env-schema';
import * as trustProxy from '../src/config/trust-proxy';
import * as requestLog from '../src/http/request-log';
import * as companyMail from '../src/mail/company-mail';
import * as ics from '../src/mail/ics';
import * as visitorAddress from '../src/mail/visitor-address';
import * as paths from '../src/paths';
import { companyAddresses, deliveryNamed, erasureSummary, heldLine } from '../src/leads';
import { addressesDue } from '../src/store/delivery-record';
import { addressHash } from '../src/privacy/address-hash';
import { archiveContents } from '../src/backup/backup-summary';
import { leadFingerprint } from '../src/store/fingerprint';
import { leadId } from '../src/store/lead-id';
import { describeDatabaseUrl, validateDatabaseUrl } from '../src/store/postgres/url';
import { serverFigures } from '../src/mail/server-figures';
import * as promisedMail from '../src/mail/promised-visitor-mail';
import * as leadDecoding from '../src/lead/decode-lead';
import * as formReferences from '../src/lead/form-reference';
import * as quoteMessages from '../src/lead/quote-message';
import { htmlMail } from '../src/mail/html';
import { languageOfLead } from '../src/lead/lead-language';
import { indented, oneLine } from '../src/text';
import { withoutMeasurements } from '../src/spam/context';
import { untilDigestHour } from '../src/daily-jobs';
import { leadCreatedEvent } from '../src/webhooks/lead-event';
import { isRetryableStatus } from '../src/delivery/post-json';
import { checkWebhookUrl } from '../src/webhooks/webhook-url';
import { DEFAULT_OFFICE_HOURS } from '../src/config/options';
import { checkedOfficeHours } from '../src/config/office-hours';
import { dubaiTimestamp, dubaiWhen } from '../src/lead/dubai-clock';
import { promisedReply } from '../src/lead/promised-reply';
import { replyBy } from '../src/lead/reply-by';
import { withoutQuery } from '../src/http/csp-reports';
import { reportedDirective } from '../src/metrics/service-metrics';
import { oldestPendingSeconds, queueFigures } from '../src/store/queue-figures';
import * as alertFormats from '../src/config/alert-format';
import { chatBody, slackText, teamsText } from '../src/chat/chat-body';
import { leadChatMessage } from '../src/chat/lead-chat-message';
import { chatFieldsOf } from '../src/config/chat-fields';
import { alertText } from '../src/alerts/alert';
import { chatChannel, companyRecipients } from '../src/routing/company-recipients';
import { parseRoutes } from '../src/routing/parse-routes';
import { clamdUrl, verdictOf } from '../src/scan/clamd';
import * as bookingState from '../src/booking-link/booking-state';
import * as developmentSecret from '../src/booking-link/development-secret';
import * as linkToken from '../src/booking-link/link-token';
import * as requestedChange from '../src/booking-link/requested-change';
import { bookingChangeNote } from '../src/mail/booking-change-note';
import { channelOf, planKey } from '../src/store/delivery-record';
import { changeEventId } from '../src/webhooks/webhook-sender';

describeDocExamples(join(import.meta.dirname, '..', 'src'), {
  ...api,
  ...booking,
  ...envSchema,
  ...trustProxy,
  ...requestLog,
  ...companyMail,
  ...ics,
  ...visitorAddress,
  ...paths,
  ...retry,
  fieldColumns,
  leadsCsv,
  htmlMail,
  languageOfLead,
  dubaiDayStart,
  formShownMs,
  hasMarkup,
  hasSchemeUrl,
  hasWwwAddress,
  isDisposableAddress,
  spamVerdict,
  createVisitorLedger,
  leadFingerprint,
  erasureSummary,
  companyAddresses,
  addressesDue,
  planKey,
  heldLine,
  addressHash,
  archiveContents,
  describeDatabaseUrl,
  validateDatabaseUrl,
  leadId,
  clamdUrl,
  verdictOf,
  indented,
  withoutMeasurements,
  untilDigestHour,
  checkWebhookUrl,
  leadCreatedEvent,
  isRetryableStatus,
  oneLine,
  withoutQuery,
  reportedDirective,
  serverFigures,
  queueFigures,
  oldestPendingSeconds,
  ...promisedMail,
  ...leadDecoding,
  ...formReferences,
  ...quoteMessages,
  DEFAULT_OFFICE_HOURS,
  checkedOfficeHours,
  dubaiTimestamp,
  promisedReply,
  replyBy,
  ...alertFormats,
  alertText,
  parseRoutes,
  companyRecipients,
  chatChannel,
  chatBody,
  slackText,
  teamsText,
  leadChatMessage,
  chatFieldsOf,
  dubaiWhen,
  deliveryNamed,
  ...bookingState,
  ...developmentSecret,
  ...linkToken,
  ...requestedChange,
  bookingChangeNote,
  channelOf,
  changeEventId,
});
