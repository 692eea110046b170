import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real servers (SMTP, PostgreSQL, child processes) share two cores with the other packages'
    // builds and tests under `pnpm check`: a wait that is instant alone can take seconds there.
    // So every limit is a hang's only: a wait in a test gives up after 60 s, saying what it
    // waited for (HANG_MS, test/helpers.ts); a test or hook, after three such waits.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 60_000 } },
  },
});
