import type { FastifyInstance } from 'fastify';
import type { IncidentWatch } from '../alerts/incident-watch';
import type { QueueReading, QueueWatch } from '../delivery/queue-watch';
import type { LeadStore } from '../store/lead-store';
import { allKinds, oldestPendingSeconds } from '../store/queue-figures';

/** How long the health check waits for the store before calling it down. */
const PING_TIMEOUT_MS = 3_000;

/**
 * `GET /healthz` for a load balancer: 200 when the store answers, 503 when it does not. It never
 * touches the mail server (a mail outage loses no lead: the queue waits), and it is exempt from
 * the rate limit, so frequent checks are never refused. Its body says how the queue stands
 * (every kind of delivery pending, how long the oldest has waited, how many failed) from the
 * figures `queue` read last, never a count of the store per request, and the open incidents
 * as the last check saw them, by kind and start only (the page is public: no reference).
 */
export function healthRoute(
  app: FastifyInstance,
  store: Pick<LeadStore, 'ping'>,
  queue: Pick<QueueWatch, 'current'>,
  incidents: Pick<IncidentWatch, 'open'>,
  now: () => Date,
): void {
  app.get('/healthz', { config: { rateLimit: false } }, async (request, reply) => {
    const timeout = new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('no answer in time')), PING_TIMEOUT_MS).unref(),
    );
    let reading: QueueReading;
    try {
      // The figures are read before the first request; the wait covers a store that hangs then.
      [, reading] = await Promise.race([Promise.all([store.ping(), queue.current()]), timeout]);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: the store does not answer');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
    const { figures } = reading;
    const deliveries = figures && {
      pending: allKinds(figures.pending),
      oldestPendingSeconds: oldestPendingSeconds(figures, now().getTime()),
      failed: allKinds(figures.failed),
    };
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .send({ status: 'ok', deliveries, incidents: incidents.open });
  });
}
