import { checkDirectory } from '@acme/tooling/physical-direction';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

// The site is built in English (left to right) and Arabic (right to left) from the same styles:
// a physical left/right is a logical property instead, or set for both directions with :dir(rtl).
it('has no physical left/right in its styles without a right-to-left counterpart', () => {
  expect(checkDirectory(join(root, 'src'), root)).toEqual([]);
});
