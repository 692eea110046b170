// `@acme/form-services`: what a program mounting or running the services needs (the site's
// production server). The kept leads (`./stored-leads`) and the variables' schema
// (`./env-schema`) have subpaths of their own; the rest is this package's inside.
export { configurationFromEnv } from './config/configuration';
export type { ServerSettings, ServicesConfiguration } from './config/configuration';
export { ConfigurationError } from './config/configuration-error';
export { resolvedOptions } from './config/options';
export type { DeliveryOptions, FormServicesOptions, FormServicesOverrides } from './config/options';
export { CSP_REPORTS_PATH } from './http/csp-reports';
export type { Violation } from './http/csp-reports';
export { SERVER_TIMEOUTS, httpServerOptions } from './http-server';
export type { ServerTimeouts } from './http-server';
export { serverLogger } from './http/request-log';
export type { LogDestination } from './http/request-log';
export { mountFormServices } from './plugin';
export { buildServer } from './server';
export { closeOnSignals } from './shutdown';
