import { addStyledComponentIds } from '../../tooling/styled-component-ids';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

const repositoryRoot = new URL('../..', import.meta.url).pathname;

export default defineConfig({
  ...packageBuild,
  // One entry per component folder: with code splitting each component is its own module,
  // so `sideEffects: false` lets bundlers drop the ones a page does not import.
  entry: ['src/index.ts', 'src/*/index.ts'],
  // Declarations are bundled for the main entry only; scripts/subpath-types.mjs writes the
  // components' (bundling one per component took over 4 GB and a minute).
  dts: { entry: 'src/index.ts' },
  external: ['react', 'react-dom', 'styled-components'],
  esbuildPlugins: [
    {
      // Each styled component gets a fixed name, so a server render and the browser agree on
      // its class names whatever order they load the components in.
      name: 'styled-component-ids',
      setup(build) {
        build.onLoad({ filter: /\/src\/.*\.tsx$/ }, async ({ path }) => ({
          contents: addStyledComponentIds(
            await readFile(path, 'utf8'),
            relative(repositoryRoot, path),
          ),
          loader: 'tsx',
        }));
      },
    },
  ],
});
