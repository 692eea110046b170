import { describeReadmeCommonJs } from '@acme/tooling/doc-examples';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
describeReadmeCommonJs(join(root, 'README.md'), root);
