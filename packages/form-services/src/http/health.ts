import type { FastifyInstance } from 'fastify';
import type { LeadStore } from '../store/lead-store';

/** How long the health check waits for the store before calling it down. */
const PING_TIMEOUT_MS = 3_000;

/**
 * `GET /healthz` for a load balancer: 200 when the store answers, 503 when it does not. It never
 * touches the mail server (a mail outage loses no lead: the queue waits), and it is exempt from
 * the rate limit, so frequent checks are never refused.
 */
export function healthRoute(app: FastifyInstance, store: Pick<LeadStore, 'ping'>): void {
  app.get('/healthz', { config: { rateLimit: false } }, async (request, reply) => {
    const timeout = new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('no answer in time')), PING_TIMEOUT_MS).unref(),
    );
    try {
      await Promise.race([store.ping(), timeout]);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: the store does not answer');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
    return reply.code(200).header('cache-control', 'no-store').send({ status: 'ok' });
  });
}
