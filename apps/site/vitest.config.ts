import { defineConfig } from 'vitest/config';
import { presetQueries } from './scripts/preset-queries';
import { contentAlias } from './vite.config';

export default defineConfig({
  plugins: [presetQueries()],
  resolve: { alias: contentAlias('en') },
  test: { include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'] },
});
