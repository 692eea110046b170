import type { FastifyBaseLogger } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { LeadStore } from '../store/lead-store';
import type { QueueFigures } from '../store/roles/queue';

/** What the last reading of the store found, for `/healthz` and the metrics. */
export interface QueueReading {
  /** The queue's figures as last read; `null` before the first read that succeeded. */
  readonly figures: QueueFigures | null;
  /** Whether the store answered the last reading. */
  readonly storeUp: boolean;
  /** How long the store took to answer the last ping (s); `null` when it did not answer. */
  readonly pingSeconds: number | null;
}

/**
 * Reads the store's queue figures every `everyMs` on one server, so the health check polled by
 * every balancer and each scrape answer from memory rather than a count of the store per request.
 */
export function watchQueue(
  store: Pick<LeadStore, 'ping'> & { readonly queue: Pick<LeadStore['queue'], 'figures'> },
  everyMs: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  let latest: QueueReading = { figures: null, storeUp: false, pingSeconds: null };
  let first: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function read(): Promise<void> {
    const started = performance.now();
    try {
      await store.ping();
      const pingSeconds = (performance.now() - started) / 1000;
      latest = { figures: await store.queue.figures(), storeUp: true, pingSeconds };
    } catch (error) {
      latest = { ...latest, storeUp: false, pingSeconds: null };
      log.warn({ err: error }, "could not read the queue's figures");
    }
  }

  /** Reads, then reads again `everyMs` after that read ends (a slow store is not piled on). */
  function readInTurn(): Promise<void> {
    return read().finally(() => {
      if (!stopped) timer = setTimeout(() => void readInTurn(), everyMs).unref();
    });
  }

  return {
    start(): void {
      first ??= readInTurn();
    },
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
    /** The last reading, once the first one is done. */
    async current(): Promise<QueueReading> {
      await first;
      return latest;
    },
    /** The last reading as it stands (a scrape never waits). */
    get latest(): QueueReading {
      return latest;
    },
  };
}

export type QueueWatch = ReturnType<typeof watchQueue>;
