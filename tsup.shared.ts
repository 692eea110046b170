import type { Options } from 'tsup';

/** How every published package builds: ESM + CommonJS + declarations from src/index.ts. */
export const packageBuild: Options = {
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
};
