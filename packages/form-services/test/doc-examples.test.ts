import { describeDocExamples } from '@acme/tooling/doc-examples';
import { join } from 'node:path';
import * as retry from '../src/delivery/retry';
import { createVisitorLedger } from '../src/delivery/visitor-ledger';
import * as api from '../src/index';
import { leadFingerprint } from '../src/store/fingerprint';
import { leadId } from '../src/store/lead-id';
import { describeDatabaseUrl, validateDatabaseUrl } from '../src/store/postgres/url';
import { serverFigures } from '../src/mail/server-figures';
import { indented, oneLine } from '../src/text';
import { leadCreatedEvent } from '../src/webhooks/lead-event';
import { isRetryableStatus } from '../src/webhooks/webhook-sender';
import { checkWebhookUrl } from '../src/webhooks/webhook-url';

describeDocExamples(join(import.meta.dirname, '..', 'src'), {
  ...api,
  ...retry,
  createVisitorLedger,
  leadFingerprint,
  describeDatabaseUrl,
  validateDatabaseUrl,
  leadId,
  indented,
  checkWebhookUrl,
  leadCreatedEvent,
  isRetryableStatus,
  oneLine,
  serverFigures,
});
