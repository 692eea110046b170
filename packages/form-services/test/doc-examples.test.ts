import { describeDocExamples } from '@acme/tooling/doc-examples';
import { join } from 'node:path';
import * as retry from '../src/delivery/retry';
import { createVisitorLedger } from '../src/delivery/visitor-ledger';
import * as api from '../src/index';
import { leadFingerprint } from '../src/store/fingerprint';
import { describeDatabaseUrl, validateDatabaseUrl } from '../src/store/postgres/url';
import { leadId } from '../src/store/lead-id';
import { indented, oneLine } from '../src/text';

describeDocExamples(join(import.meta.dirname, '..', 'src'), {
  ...api,
  ...retry,
  createVisitorLedger,
  leadFingerprint,
  describeDatabaseUrl,
  validateDatabaseUrl,
  leadId,
  indented,
  oneLine,
});
