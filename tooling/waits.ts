import { WAIT_LIMIT_MS } from '../vitest.shared';

export { WAIT_LIMIT_MS };

// Taken as this module loads, before any test fakes the timers: a hang's limit runs on the real
// clock.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

/**
 * `promise`, or a failure naming what was waited for and for how long, should it not settle in
 * `limitMs` of real time.
 *
 * @example
 * await within(once(server, 'exit'), 'the server to exit on SIGTERM');
 * // on a hang: Error: waited 60 s for the server to exit on SIGTERM
 */
export async function within<T>(
  promise: Promise<T>,
  what: string,
  limitMs: number = WAIT_LIMIT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = realSetTimeout(
      () => reject(new Error(`waited ${limitMs / 1000} s for ${what}`)),
      limitMs,
    );
  });
  try {
    return await Promise.race([promise, limit]);
  } finally {
    realClearTimeout(timer);
  }
}

/**
 * `expect.poll` options that give up only at a hang's limit, saying what was waited for.
 *
 * @example
 * await expect.poll(() => smtp.received.length, waitingFor('the six mails')).toBe(6);
 */
export const waitingFor = (what: string, options: { interval?: number } = {}) => ({
  timeout: WAIT_LIMIT_MS,
  message: `waited ${WAIT_LIMIT_MS / 1000} s for ${what}`,
  ...options,
});
