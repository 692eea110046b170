import type { FastifyServerOptions } from 'fastify';
import type { ServerOptions } from 'node:http';
import type { TrustProxy } from './config/trust-proxy';

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

/**
 * The setting as Fastify takes it. A hop count becomes a function trusting that many hops, since
 * Fastify itself refuses a bare number (it cannot tell the proxy from a client that reached the
 * server directly): with a count, the server must be reachable only through its proxies.
 */
function trustedProxies(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
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
  readonly pluginTimeout: number;
}

/**
 * The Fastify options every server of the site starts with: its timeouts and whom it trusts to
 * say the client's address.
 */
export function httpServerOptions(
  trustProxy: TrustProxy,
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
    trustProxy: trustedProxies(trustProxy),
    // Above Fastify's 10 s: the file engine's start may wait out the lock of a server that was
    // killed (FORMS_OUTBOX_LEASE_MS, 30 s at most).
    pluginTimeout: 60_000,
  };
}
