import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { HANG_LIMITS } from '../../vitest.shared';
import { configurationDefine } from './scripts/configuration-values.ts';
import { presetQueries } from './scripts/preset-queries.ts';
import { contentAlias, envDir } from './vite.config.ts';

export default defineConfig({
  plugins: [presetQueries()],
  resolve: { alias: contentAlias('en') },
  // The configuration as the build writes it into the code (see `configuredValues`). Vitest puts
  // these values in the environment: the builds the tests start are given theirs without them.
  define: configurationDefine(loadEnv('test', envDir, 'VITE_')),
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    ...HANG_LIMITS,
  },
});
