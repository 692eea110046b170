import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Only a hang's limit: a test's own waits name theirs (test/waits.ts), and a slow or busy
    // machine must never reach either.
    testTimeout: 60_000,
  },
});
