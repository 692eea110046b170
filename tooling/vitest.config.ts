import { defineConfig } from 'vitest/config';
import { HANG_LIMITS } from '../vitest.shared';

export default defineConfig({ test: { ...HANG_LIMITS } });
