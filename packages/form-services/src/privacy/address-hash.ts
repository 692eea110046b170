import { createHmac } from 'node:crypto';

/**
 * An address as the erasure register keeps it: HMAC-SHA-256 keyed with `FORMS_ERASURE_SECRET`,
 * hex, letter case ignored (as erasure compares addresses). Without the key, the register says
 * nothing of whom it holds, and an address cannot be tested against it.
 *
 * @example
 * addressHash('Lina@Corp.ae', 'k'.repeat(32)) === addressHash('lina@corp.ae', 'k'.repeat(32)); // => true
 * addressHash('lina@corp.ae', 'k'.repeat(32)).length; // => 64
 */
export const addressHash = (address: string, secret: string): string =>
  createHmac('sha256', secret).update(address.toLowerCase()).digest('hex');
