import { isIP } from 'node:net';
import { ConfigurationError } from './configuration-error';

/** Proxy names `proxy-addr` knows besides addresses. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined || isIP(address) === 0) return PROXY_NAMES.has(entry);
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128))
  );
};

/** Whose `X-Forwarded-For` to believe: nobody's, that many hops', or these addresses'. */
export type TrustProxy = false | number | string[];

/**
 * Which proxies' `X-Forwarded-For` to believe, from `TRUST_PROXY`: unset, none (a forwarded header
 * is ignored, so it cannot be spoofed); digits, that many hops; else a comma-separated list of
 * addresses or CIDR ranges. `true` is refused: it would believe any client's header.
 *
 * @example
 * trustProxyFromEnv(undefined); // => false
 * trustProxyFromEnv('1'); // => 1
 * trustProxyFromEnv('127.0.0.1, 10.0.0.0/8'); // => ['127.0.0.1', '10.0.0.0/8']
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  if (setting === 'true')
    throw new ConfigurationError(
      'TRUST_PROXY must not be true, which would believe any client’s X-Forwarded-For: set the number of proxies in front (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)',
    );
  const entries = setting.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    throw new ConfigurationError(
      `TRUST_PROXY has ${wrong.join(', ')}, which is not an address or CIDR range: set a number of proxies or a comma-separated list of addresses`,
    );
  return entries;
}
