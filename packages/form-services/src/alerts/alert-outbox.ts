import type { FastifyBaseLogger } from 'fastify';
import { alertText, type Alert } from './alert';
import type { AlertPoster } from './alert-poster';

/**
 * The alerts of one server on their way out: each logged, posted at once, and retried after
 * the schedule's waits (its last one repeating) until the receiver takes it. Kept in memory, so
 * an alert of a store outage still goes; without a receiver, alerts are only logged.
 */
export function alertOutbox(
  post: AlertPoster | undefined,
  retryDelaysMs: readonly number[],
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  now: () => Date,
) {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function attempt(alert: Alert, failures: number, taken?: () => Promise<void>): void {
    if (!post || closed) return;
    post(alert, now()).then(
      () =>
        void taken?.().catch((error: unknown) =>
          log.warn({ err: error, incident: alert.incident.id }, 'alert taken, not noted'),
        ),
      (error: unknown) => {
        const wait = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 60_000;
        log.warn({ err: error, incident: alert.incident.id, retryInMs: wait }, 'alert not taken');
        const timer = setTimeout(() => {
          timers.delete(timer);
          attempt(alert, failures + 1, taken);
        }, wait);
        timers.add(timer);
      },
    );
  }

  return {
    /**
     * Logs the alert and posts it, retrying until it is taken (then `taken` is called; without a
     * receiver, at once) or the server closes.
     */
    send(alert: Alert, taken?: () => Promise<void>): void {
      const line = alertText(alert);
      if (alert.event === 'opened') log.error({ incident: alert.incident.id }, line);
      else log.warn({ incident: alert.incident.id }, line);
      if (!post)
        void taken?.().catch((error: unknown) =>
          log.warn({ err: error, incident: alert.incident.id }, 'alert logged, not noted'),
        );
      attempt(alert, 0, taken);
    },
    close(): void {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

export type AlertOutbox = ReturnType<typeof alertOutbox>;
