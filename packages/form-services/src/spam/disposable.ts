import mailchecker from 'mailchecker';

/** The maintained list of throwaway mail domains (the `mailchecker` package's). */
const DISPOSABLE = mailchecker.blacklist();

/**
 * Whether an address is at a throwaway mail service, or at a subdomain of one (they hand out
 * `anything.mailinator.com` too). Free mail (Gmail, Outlook, Yahoo) is not throwaway: many real
 * buyers write from it.
 *
 * @example
 * isDisposableAddress('bot@mailinator.com'); // => true
 * isDisposableAddress('Bot@Team.Mailinator.COM'); // => true
 * isDisposableAddress('lina@gmail.com'); // => false
 * isDisposableAddress('not an address'); // => false
 */
export function isDisposableAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at === -1) return false;
  const labels = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .split('.');
  return labels.some((_, i) => i < labels.length - 1 && DISPOSABLE.has(labels.slice(i).join('.')));
}
