import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Server and client must use the same styled-components build, or class names differ at hydration.
  ssr: { noExternal: ['styled-components', '@acme/ui'] },
  build: { sourcemap: true, manifest: true },
  server: {
    proxy: {
      // `pnpm dev`: the forms post to the local form services started alongside.
      '/api/submit': 'http://127.0.0.1:8787',
      '/send-rfi.php': 'http://127.0.0.1:8787',
      '/send-lead.php': 'http://127.0.0.1:8787',
    },
  },
});
