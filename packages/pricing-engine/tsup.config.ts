import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

export default defineConfig({
  ...packageBuild,
  // One module per source file (shared code split into chunks): an app's bundler can then put
  // each concept in the chunks that use it, so a page that formats a price does not carry the
  // calculator. The package's one entry point is still `src/index.ts`.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
});
