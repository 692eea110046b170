import { vi } from 'vitest';

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
