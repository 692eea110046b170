import { defineConfig } from 'vitest/config';
import { HANG_LIMITS, WAIT_LIMIT_MS } from '../../vitest.shared';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real servers (SMTP, PostgreSQL, child processes) share two cores with the other packages'
    // builds and tests: a wait that is instant alone can take seconds there. So every limit is a
    // hang's only: a wait gives up after WAIT_LIMIT_MS, saying what it waited for; a test or hook
    // at the shared limit.
    ...HANG_LIMITS,
    // A file mostly waits on its servers and child processes, not the CPU: one file per core
    // (Vitest's default is one fewer, a single file at a time on CI's two cores).
    maxWorkers: '100%',
    expect: { poll: { timeout: WAIT_LIMIT_MS } },
  },
});
