import { defineConfig } from 'vitest/config';
import { HANG_LIMITS } from '../../vitest.shared';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    benchmark: { include: ['bench/**/*.bench.ts'] },
    ...HANG_LIMITS,
  },
});
