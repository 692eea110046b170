import { defineConfig } from 'tsup';

// The package's entries (package.json `exports`) and its two programs.
const PUBLIC_ENTRIES = {
  index: 'src/index.ts',
  'env-schema': 'src/config/env-schema.ts',
  'stored-leads': 'src/stored-leads.ts',
};

export default defineConfig({
  entry: { ...PUBLIC_ENTRIES, 'bin/serve': 'src/bin/serve.ts', 'bin/leads': 'src/bin/leads.ts' },
  format: ['esm'],
  dts: { entry: PUBLIC_ENTRIES },
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
});
