import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

export default defineConfig({
  ...packageBuild,
  // `@acme/forms-client/contract`: the lead rules alone, for servers that check what arrives.
  // Each contract module an entry too, so each builds to a chunk of its own: a page that takes one
  // constant (the RFI page its accepted file types) loads that module, not every contract.
  entry: ['src/index.ts', 'src/contract/*.ts', '!src/contract/*.test.ts'],
});
