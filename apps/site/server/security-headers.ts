// The security headers of every response: served by server/serve.ts and shipped as _headers.

/** The Content-Security-Policy: only this origin, plus a form-mail endpoint on another origin. */
/** What the headers depend on. */
export interface HeaderOptions {
  /** Where the forms post; another origin is allowed to be connected to. */
  readonly formMailEndpoint: string;
}

export function contentSecurityPolicy({ formMailEndpoint }: HeaderOptions): string {
  const formOrigin = /^https?:\/\//.test(formMailEndpoint)
    ? ` ${new URL(formMailEndpoint).origin}`
    : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${formOrigin}`,
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header, by name. */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
