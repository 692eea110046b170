import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

export default defineConfig({
  ...packageBuild,
  // `@acme/forms-client/contract`: the lead rules alone, for servers that check what arrives.
  entry: ['src/index.ts', 'src/contract/index.ts'],
});
