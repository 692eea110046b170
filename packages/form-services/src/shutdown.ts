import type { FastifyInstance } from 'fastify';

/**
 * Closes the server on SIGTERM or SIGINT, as a platform stops an instance in a rolling deploy:
 * new requests are refused (503, so the load balancer tries another instance), the requests and
 * mails in flight finish, the store lets go of this server's claims, and the process exits 0.
 */
export function closeOnSignals(
  app: FastifyInstance,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing the requests and mails in flight');
    app.close().then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'could not close cleanly');
        exit(1);
      },
    );
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}
