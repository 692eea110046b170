import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a booking's link says: which booking, at which version, until when. */
export interface LinkClaims {
  /** The lead's id. */
  readonly lead: string;
  /** The booking's version when the link was made: its number of changes. */
  readonly version: number;
  /** When the link stops working (ms): the booking's start. */
  readonly expires: number;
}

/** Base64url as {@link linkToken} writes it: its alphabet alone, without padding. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`booking-link.${payload}`).digest();

/**
 * A booking's link token: its claims as base64url JSON, a dot, and their HMAC-SHA256 under
 * `FORMS_LINK_SECRET`. The same claims make the same token, so a mail composed again (a retry)
 * carries the link it carried.
 *
 * @example
 * linkToken('s'.repeat(32), { lead: 'x', version: 0, expires: 0 }).split('.')[0]; // => 'eyJsIjoieCIsInYiOjAsImUiOjB9'
 */
export function linkToken(secret: string, claims: LinkClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ l: claims.lead, v: claims.version, e: claims.expires }),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/**
 * The claims of a token this secret signed, or `null` for one it did not (tampered, cut short,
 * or not a token at all): both parts strict base64url, the signature written as {@link linkToken}
 * writes it (no other spelling of the same bytes), and compared in constant time.
 *
 * @example
 * linkClaims('s'.repeat(32), linkToken('s'.repeat(32), { lead: 'x', version: 1, expires: 5 })); // => { lead: 'x', version: 1, expires: 5 }
 * linkClaims('t'.repeat(32), linkToken('s'.repeat(32), { lead: 'x', version: 1, expires: 5 })); // => null
 * linkClaims('s'.repeat(32), `${linkToken('s'.repeat(32), { lead: 'x', version: 1, expires: 5 })}=`); // => null
 */
export function linkClaims(secret: string, token: string): LinkClaims | null {
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return null;
  if (!BASE64URL.test(payload) || !BASE64URL.test(signed)) return null;
  const expected = signature(secret, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.toString('base64url') !== signed) return null;
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { l, v, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof l !== 'string' || !Number.isSafeInteger(v) || !Number.isSafeInteger(e)) return null;
    return { lead: l, version: v as number, expires: e as number };
  } catch {
    return null;
  }
}
