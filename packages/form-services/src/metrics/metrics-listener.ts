import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** Where the metrics are served: `METRICS_HOST` (127.0.0.1 by default) and `METRICS_PORT`. */
export interface MetricsAddress {
  readonly host: string;
  readonly port: number;
}

/**
 * The Prometheus exposition of `registry` on a listener of its own (`GET /metrics`), apart from
 * the public one, so it is reached only where the operator opens it. Resolves once listening.
 */
export async function listenForScrapes(registry: Registry, address: MetricsAddress) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  server.listen(address.port, address.host);
  await once(server, 'listening');
  return {
    /** The port listened on (the one asked for, or the system's pick for 0). */
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
