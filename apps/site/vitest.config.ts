import { defineConfig } from 'vitest/config';
import { presetQueries } from './scripts/preset-queries';

export default defineConfig({
  plugins: [presetQueries()],
  test: { include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'] },
});
