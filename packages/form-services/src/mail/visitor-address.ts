import { EMAIL_PATTERN } from '@acme/forms-client/contract';

/**
 * One plain address, `local@domain`, with nothing a mail library could read as a second
 * recipient or a display name (no commas, semicolons, quotes or angle brackets), or `null`.
 * Mail to a visitor goes only to such an address.
 *
 * @example
 * visitorAddress(' lina@corp.ae '); // => 'lina@corp.ae'
 * visitorAddress('lina@corp.ae,boss@corp.ae'); // => null
 * visitorAddress('"Lina" <lina@corp.ae>'); // => null
 */
export function visitorAddress(email: string | undefined): string | null {
  const address = (email ?? '').trim();
  const plain = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
  return address.length <= 254 && EMAIL_PATTERN.test(address) && plain.test(address)
    ? address
    : null;
}
