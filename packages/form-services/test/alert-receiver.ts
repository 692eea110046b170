import { createServer, type IncomingHttpHeaders } from 'node:http';

/** An alert as the receiver got it. */
export interface ReceivedAlert {
  readonly headers: IncomingHttpHeaders;
  readonly raw: string;
  readonly body: Record<string, unknown>;
}

/**
 * A real alert receiver on loopback, as a Slack, Teams or Standard Webhooks endpoint would be:
 * it keeps every POST; the first `refuseFirst` get 503 (or `refuseWith`), to be retried; with
 * `holdFirst`, the first is kept and never answered (a sender killed while it waits).
 */
export async function startAlertReceiver(
  options: { refuseFirst?: number; refuseWith?: number; holdFirst?: boolean } = {},
) {
  const received: ReceivedAlert[] = [];
  let refused = 0;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        raw,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      if (options.holdFirst && received.length === 1) return;
      const refuse = refused < (options.refuseFirst ?? 0);
      if (refuse) refused += 1;
      response.writeHead(refuse ? (options.refuseWith ?? 503) : 200).end(refuse ? 'busy' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/alerts`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
