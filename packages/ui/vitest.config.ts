import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { HANG_LIMITS } from '../../vitest.shared';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'test/**/*.test.tsx', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    ...HANG_LIMITS,
  },
});
