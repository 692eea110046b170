/**
 * The limits at which a Vitest test or hook is taken to hang. They are not timings: CI runs on
 * two cores that may be three times slower than a development machine and busy with the other
 * packages' builds and tests, where a test that takes 0.3 s alone can take 15 s (the ui's first
 * jsdom test did, against Vitest's default 5 s), and a whole site build several minutes. A test
 * that waits for something names what it waits for and its own limit; these only end a test that
 * never finishes.
 */
export const HANG_LIMITS = { testTimeout: 300_000, hookTimeout: 300_000 } as const;

/**
 * How long a test waits for something that takes at most seconds (an answer on loopback, a mail,
 * a retry, a process starting or stopping) before calling it a hang, and says what it waited for
 * (`within` and `waitingFor`, @acme/tooling/waits): far beyond a slow or busy machine, and well
 * below a test's own limit.
 */
export const WAIT_LIMIT_MS = 60_000;
