import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // One .env at the repository root configures the build and both servers.
  envDir: fileURLToPath(new URL('../..', import.meta.url)),
  // Server and client must use the same styled-components build, or class names differ at hydration.
  // The form services (a Node library with its own dependencies) load at run time, as installed.
  ssr: { noExternal: ['styled-components', '@acme/ui'], external: ['@acme/form-services'] },
  build: {
    // Maps for the server's own stack traces; none in dist/client, where the public could read them.
    sourcemap: Boolean(isSsrBuild),
    manifest: !isSsrBuild,
    // The Node side, typed and bundled with the pages it renders: the production server and the
    // prerender (which renders every route and writes the static host's files).
    rollupOptions: isSsrBuild
      ? { input: { serve: 'server/serve.ts', prerender: 'scripts/prerender.ts' } }
      : undefined,
  },
  server: {
    proxy: {
      // `pnpm dev`: the forms post to the local form services started alongside.
      '/api/submit': 'http://127.0.0.1:8787',
      '/send-rfi.php': 'http://127.0.0.1:8787',
      '/send-lead.php': 'http://127.0.0.1:8787',
    },
  },
}));
