import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real servers (SMTP, PostgreSQL, child processes) share two cores with the other packages'
    // builds and tests under `pnpm check`: a wait that is instant alone can take seconds there.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // What a test polls for (a mail delivered after its retry's wait) arrives later there too.
    expect: { poll: { timeout: 10_000 } },
  },
});
