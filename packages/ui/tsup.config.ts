import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

export default defineConfig({
  ...packageBuild,
  // One entry per component folder: with code splitting each component is its own module,
  // so `sideEffects: false` lets bundlers drop the ones a page does not import.
  entry: ['src/index.ts', 'src/*/index.ts'],
  // Declarations are bundled for the main entry only; scripts/subpath-types.mjs writes the
  // components' (bundling one per component took over 4 GB and a minute).
  dts: { entry: 'src/index.ts' },
  external: ['react', 'react-dom', 'styled-components'],
});
