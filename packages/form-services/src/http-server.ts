import type { FastifyServerOptions } from 'fastify';
import type { ServerOptions } from 'node:http';
import { isIP } from 'node:net';
import { ConfigurationError } from './startup';

/** How long a connection may take, so slow clients cannot hold the server's sockets. */
export interface ServerTimeouts {
  /** To send all request headers, however slowly they drip. */
  readonly headersMs: number;
  /** How often unfinished headers and requests are checked: the cut-off comes this much late at most. */
  readonly checkEveryMs: number;
  /** Silence on a socket (an upload that stopped) before it is closed. */
  readonly idleMs: number;
  /**
   * A whole request, body included: above the browser's own upload timeout, so a 10 MiB RFI over
   * a 2 Mbit/s line (about 42 s) gets through.
   */
  readonly requestMs: number;
  /** An idle kept-alive connection between requests. */
  readonly keepAliveMs: number;
}

/** Production values: a header dripper is cut within 35 s, a stalled upload within 30 s. */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 30_000,
  checkEveryMs: 5_000,
  idleMs: 30_000,
  requestMs: 120_000,
  keepAliveMs: 5_000,
};

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
export function trustProxyFromEnv(value: string | undefined): false | number | string[] {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  if (setting === 'true')
    throw new ConfigurationError(
      'TRUST_PROXY=true would believe any client’s X-Forwarded-For. Set the number of proxies in front (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8).',
    );
  const entries = setting.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    throw new ConfigurationError(
      `TRUST_PROXY has ${wrong.join(', ')}, which is not an address or CIDR range. Set a number of proxies or a comma-separated list of addresses.`,
    );
  return entries;
}

/**
 * The setting as Fastify takes it. A hop count becomes a function trusting that many hops, since
 * Fastify itself refuses a bare number (it cannot tell the proxy from a client that reached the
 * server directly): with a count, the server must be reachable only through its proxies.
 */
function trustedProxies(setting: false | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The Fastify options of {@link httpServerOptions}. */
export interface HttpServerOptions {
  readonly http: ServerOptions;
  readonly connectionTimeout: number;
  readonly keepAliveTimeout: number;
  readonly requestTimeout: number;
  readonly trustProxy: FastifyServerOptions['trustProxy'];
}

/**
 * The Fastify options every server of the site starts with: its timeouts and whom it trusts to
 * say the client's address.
 */
export function httpServerOptions(
  env: NodeJS.ProcessEnv = process.env,
  timeouts: ServerTimeouts = SERVER_TIMEOUTS,
): HttpServerOptions {
  return {
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    trustProxy: trustedProxies(trustProxyFromEnv(env.TRUST_PROXY)),
  };
}
