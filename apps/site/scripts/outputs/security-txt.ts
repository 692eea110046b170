import { SECURITY_TXT_PATH, aYearAfter } from '../../server/security-txt';

/** What security.txt is made from. */
export interface SecurityTxt {
  /** The address researchers write to. */
  readonly email: string;
  /** The configured Expires (a date or a date and time), or '' for a year from `built`. */
  readonly expires: string;
  readonly built: Date;
  readonly siteUrl: string;
  /** The vulnerability disclosure page's path. */
  readonly policyPath: string;
  readonly languages: readonly string[];
}

/**
 * /.well-known/security.txt (RFC 9116): whom to tell of a vulnerability, until when this says so,
 * in which languages, where it is published and the disclosure policy.
 *
 * @example
 * securityTxt({ email: 'security@acme.ae', expires: '', built: new Date('2026-11-27T06:00:00Z'), siteUrl: 'https://acme.ae', policyPath: '/vulnerability-disclosure', languages: ['en', 'ar'] }); // => 'Contact: mailto:security@acme.ae\nExpires: 2027-11-27T06:00:00Z\nPreferred-Languages: en, ar\nCanonical: https://acme.ae/.well-known/security.txt\nPolicy: https://acme.ae/vulnerability-disclosure\n'
 * securityTxt({ email: 'security@acme.ae', expires: '2027-06-30', built: new Date('2026-11-27T06:00:00Z'), siteUrl: 'https://acme.ae', policyPath: '/vulnerability-disclosure', languages: ['en'] }).split('\n')[1]; // => 'Expires: 2027-06-30T00:00:00Z'
 */
export function securityTxt({
  email,
  expires,
  built,
  siteUrl,
  policyPath,
  languages,
}: SecurityTxt): string {
  const expiry = expires ? new Date(expires) : aYearAfter(built);
  return [
    `Contact: mailto:${email}`,
    // RFC 3339, to the second.
    `Expires: ${expiry.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    `Policy: ${siteUrl}${policyPath}`,
    '',
  ].join('\n');
}
