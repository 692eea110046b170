import { vi } from 'vitest';

// Taken before any test fakes the timers: a hang limit must run on the real clock.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

/**
 * How long a test waits for something that takes milliseconds, before calling it a hang: far
 * beyond any slow or busy machine, and below the test timeout (vitest.config.ts).
 */
export const HANG_MS = 30_000;

/**
 * `promise`, or a failure naming what was waited for and for how long, should it not settle in
 * `limitMs` of real time.
 */
export async function within<T>(promise: Promise<T>, what: string, limitMs = HANG_MS): Promise<T> {
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

/** A promise, and whether it has settled yet. */
export function watched<T>(promise: Promise<T>): {
  readonly settled: boolean;
  promise: Promise<T>;
} {
  const state = { settled: false, promise };
  const settle = () => {
    state.settled = true;
  };
  promise.then(settle, settle);
  return state;
}

/**
 * Puts the client's timeouts on a clock the test moves (`vi.advanceTimersByTimeAsync`), so a
 * request is given up exactly when its budget says, however slow the machine. Only `setTimeout`
 * and `clearTimeout` are faked: the loopback server and fetch's sockets run as they would.
 * Undo with `vi.useRealTimers()`.
 */
export function fakeClientClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}
