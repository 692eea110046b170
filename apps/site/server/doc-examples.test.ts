import { describeDocExamples } from '@acme/tooling/doc-examples';
import { cacheControlFor } from './cache-policy';
import { cspReportsUrl, scriptHashSource } from './security-headers';
import { aYearAfter, expiresOf, expiresProblem, expiryWarning } from './security-txt';

// Every TSDoc example of the production server's modules, with their functions in scope.
describeDocExamples(import.meta.dirname, {
  aYearAfter,
  cacheControlFor,
  cspReportsUrl,
  expiresOf,
  expiresProblem,
  expiryWarning,
  scriptHashSource,
});
