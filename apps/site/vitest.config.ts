import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { configurationValues } from './scripts/configuration-values.ts';
import { presetQueries } from './scripts/preset-queries.ts';
import { contentAlias, envDir } from './vite.config.ts';

export default defineConfig({
  plugins: [presetQueries()],
  resolve: { alias: contentAlias('en') },
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The configuration as the build applies it (see `configurationDefaults`).
    env: configurationValues(loadEnv('test', envDir, 'VITE_')),
  },
});
