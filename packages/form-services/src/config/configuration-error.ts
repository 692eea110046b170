/**
 * A setting the services cannot run with. Its message is one line, for the operator; a server
 * that meets one stops at start rather than take leads it cannot keep or deliver.
 */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}
