import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { defineConfig } from 'tsup';
import { transformWithOxc } from 'vite';
// The TypeScript source, by its path: tsup bundles a config's relative imports with it, but
// leaves a package's to Node, which would need the tooling compiled first.
import {
  addStyledComponentIds,
  styledComponentsTransform,
} from '../../tooling/styled-component-ids';
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
      // its class names whatever order they load the components in; then its CSS is minified,
      // as the site's own components are by Vite.
      name: 'styled-components',
      setup(build) {
        build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async ({ path }) => {
          const named = addStyledComponentIds(
            await readFile(path, 'utf8'),
            relative(repositoryRoot, path),
          );
          const { code, map } = await transformWithOxc(named, path, {
            lang: path.endsWith('.tsx') ? 'tsx' : 'ts',
            jsx: 'preserve',
            sourcemap: true,
            plugins: { styledComponents: styledComponentsTransform },
          });
          // esbuild follows an inline map, so the package's maps still point into the source.
          const inlineMap = Buffer.from(JSON.stringify(map)).toString('base64');
          return {
            contents: `${code}\n//# sourceMappingURL=data:application/json;base64,${inlineMap}`,
            loader: 'jsx',
          };
        });
      },
    },
  ],
});
