import { defineConfig } from 'vitest/config';
import { HANG_LIMITS } from '../../vitest.shared';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Only a hang's limit: a test's own waits name theirs (`within`, @acme/tooling/waits), and a
    // slow or busy machine must never reach either.
    ...HANG_LIMITS,
  },
});
