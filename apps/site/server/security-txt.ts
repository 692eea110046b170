// /.well-known/security.txt (RFC 9116): where it is served, how far ahead its Expires may be, and
// the production server's warning as that date comes near.
import { readFile } from 'node:fs/promises';

/** The file's public path; it is the one path starting with `/.` that any host serves. */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** Its type, on every host: RFC 9116 asks for plain text in UTF-8. */
export const SECURITY_TXT_TYPE = 'text/plain; charset=utf-8';

/** Warned about from this many days before the served Expires (and after it). */
export const EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;

/**
 * The latest Expires a file written at `date` may carry: a year later, as RFC 9116 advises.
 *
 * @example
 * aYearAfter(new Date('2026-11-27T06:00:00Z')).toISOString(); // => '2027-11-27T06:00:00.000Z'
 */
export function aYearAfter(date: Date): Date {
  const later = new Date(date);
  later.setUTCFullYear(later.getUTCFullYear() + 1);
  return later;
}

/**
 * What is wrong with a configured Expires at `now` (past, or over a year ahead), or `null`.
 *
 * @example
 * expiresProblem('2027-06-30', new Date('2026-11-27')); // => null
 * expiresProblem('2026-01-31', new Date('2026-11-27')); // => 'is past; security.txt must not be served expired'
 * expiresProblem('2028-01-01', new Date('2026-11-27')); // => 'is more than a year ahead (RFC 9116 advises at most a year)'
 */
export function expiresProblem(configured: string, now: Date): string | null {
  const expires = new Date(configured);
  if (expires <= now) return 'is past; security.txt must not be served expired';
  if (expires > aYearAfter(now))
    return 'is more than a year ahead (RFC 9116 advises at most a year)';
  return null;
}

/**
 * The Expires a security.txt says, or `null` when it says none.
 *
 * @example
 * expiresOf('Contact: mailto:a@b.ae\nExpires: 2027-06-30T00:00:00Z\n')?.toISOString(); // => '2027-06-30T00:00:00.000Z'
 */
export function expiresOf(text: string): Date | null {
  const value = /^Expires:\s*(\S+)\s*$/m.exec(text)?.[1];
  return value ? new Date(value) : null;
}

/**
 * The warning to log at `now` about a file that expires at `expires`: within
 * {@link EXPIRY_WARNING_DAYS} days or past, else `null`.
 *
 * @example
 * expiryWarning(new Date('2027-01-10T00:00:00Z'), new Date('2026-12-31T00:00:00Z')); // => '/.well-known/security.txt expires in 10 days (2027-01-10T00:00:00.000Z): rebuild the site, or set VITE_SECURITY_TXT_EXPIRES later'
 * expiryWarning(new Date('2027-06-30T00:00:00Z'), new Date('2026-12-31T00:00:00Z')); // => null
 */
export function expiryWarning(expires: Date, now: Date): string | null {
  const left = expires.getTime() - now.getTime();
  const days = Math.floor(left / DAY_MS);
  if (days > EXPIRY_WARNING_DAYS) return null;
  const when =
    left <= 0
      ? 'has expired'
      : days === 0
        ? 'expires within a day'
        : `expires in ${days} day${days === 1 ? '' : 's'}`;
  return `${SECURITY_TXT_PATH} ${when} (${expires.toISOString()}): rebuild the site, or set VITE_SECURITY_TXT_EXPIRES later`;
}

/**
 * Checks the served file's Expires now and once a day, logging {@link expiryWarning} whenever it
 * has one. Returns the function that stops the daily check.
 */
export async function warnBeforeExpiry(
  file: string,
  warn: (message: string) => void,
  now: () => Date = () => new Date(),
): Promise<() => void> {
  const expires = expiresOf(await readFile(file, 'utf8'));
  if (!expires) {
    warn(`${SECURITY_TXT_PATH} has no Expires`);
    return () => {};
  }
  const check = () => {
    const warning = expiryWarning(expires, now());
    if (warning) warn(warning);
  };
  check();
  // A timer that does not keep the process alive: the server's sockets do.
  const daily = setInterval(check, DAY_MS);
  daily.unref();
  return () => clearInterval(daily);
}
