import { checkDirectory } from '@acme/tooling/physical-direction';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

// The components lay out in both directions (English left to right, Arabic right to left): a
// physical left/right in a style is a logical property instead, or set for both with :dir(rtl).
it('has no physical left/right in its styles without a right-to-left counterpart', () => {
  expect(checkDirectory(join(root, 'src'), root)).toEqual([]);
});
