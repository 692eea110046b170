// The security headers of every response: served by server/serve.ts and shipped as _headers.
import { createHash } from 'node:crypto';
import { CSP_REPORTS_PATH } from '@acme/form-services';
import { ANALYTICS_HOSTS } from '../src/consent/consent';
import { formServicesOrigin, formServicesUrl } from '../src/form-services-address';
import { ENTRY_LOADER } from '../src/head/entry-loader';
import { speculationRulesJson } from '../src/head/speculation-rules';

/** What the headers depend on. */
export interface HeaderOptions {
  /** Where the forms post; another origin is allowed to be connected to. */
  readonly formMailEndpoint: string;
  /**
   * Whether HSTS covers subdomains too: only when every subdomain is served over HTTPS, or
   * browsers stop reaching the ones that are not (`HSTS_INCLUDE_SUBDOMAINS=true`).
   */
  readonly hstsIncludeSubdomains?: boolean;
  /** The build's analytics ID: with one, Google's tag hosts are allowed, and only they. */
  readonly analyticsId?: string;
}

/** HTTPS only, for 180 days from each visit: browsers never try plain HTTP in that time. */
const HSTS_MAX_AGE_SECONDS = 180 * 24 * 3600;

/** The Reporting API's name for where the CSP's reports go (`report-to`, `Reporting-Endpoints`). */
const CSP_REPORT_GROUP = 'csp';

/**
 * Where the browser reports what the CSP blocked: the form services' endpoint, on this origin, or
 * on theirs when the pages are on a static host.
 *
 * @example
 * cspReportsUrl('/api/submit'); // => '/csp-reports'
 * cspReportsUrl('https://forms.acme.ae/api/submit'); // => 'https://forms.acme.ae/csp-reports'
 */
export const cspReportsUrl = (formMailEndpoint: string) =>
  formServicesUrl(formMailEndpoint, CSP_REPORTS_PATH);

/**
 * The CSP source that allows one inline script, by the hash of its text.
 *
 * @example
 * scriptHashSource('alert(1)'); // => "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
 */
export const scriptHashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The inline scripts of every page: fixed texts, the same on each. */
const INLINE_SCRIPTS = [ENTRY_LOADER, speculationRulesJson()];

/** The Content-Security-Policy: only this origin, plus a form-mail endpoint on another origin. */
export function contentSecurityPolicy({ formMailEndpoint, analyticsId }: HeaderOptions): string {
  const forms = formServicesOrigin(formMailEndpoint);
  const formOrigin = forms && ` ${forms}`;
  const google = (directive: keyof typeof ANALYTICS_HOSTS) =>
    analyticsId ? ` ${ANALYTICS_HOSTS[directive].join(' ')}` : '';
  return [
    "default-src 'self'",
    // The two inline scripts of every page, by their hashes: the entry loader and the prefetch
    // rules (which 'inline-speculation-rules' no longer allows once a hash is listed).
    `script-src 'self' ${INLINE_SCRIPTS.map(scriptHashSource).join(' ')}${google('script')}`,
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${google('img')}`,
    "font-src 'self'",
    `connect-src 'self'${formOrigin}${google('connect')}`,
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    // Chromium uses report-to and ignores report-uri beside it; older browsers know report-uri.
    `report-to ${CSP_REPORT_GROUP}`,
    `report-uri ${cspReportsUrl(formMailEndpoint)}`,
  ].join('; ');
}

/** The header options this deployment is configured with. */
export function headerOptionsFromEnv(
  site: { readonly formMailEndpoint: string; readonly analyticsId: string },
  env: NodeJS.ProcessEnv = process.env,
): HeaderOptions {
  return { ...site, hstsIncludeSubdomains: env.HSTS_INCLUDE_SUBDOMAINS === 'true' };
}

/** Every security header, by name. */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${cspReportsUrl(options.formMailEndpoint)}"`,
    // A window this site opens, or that opens it, gets no handle on the other (COOP), and no other
    // site may load this one's responses as its own subresources (CORP).
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}${options.hstsIncludeSubdomains ? '; includeSubDomains' : ''}`,
  };
}
