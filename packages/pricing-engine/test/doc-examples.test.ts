import {
  describeDocExamples,
  describeReadmeCommonJs,
  describeReadmeExamples,
} from '@acme/tooling/doc-examples';
import { join } from 'node:path';
import * as api from '../src/index';
import { priceEnvironment } from '../src/pricing';

const root = join(import.meta.dirname, '..');
describeDocExamples(join(root, 'src'), { ...api, priceEnvironment }, { everyModule: true });
describeReadmeExamples(join(root, 'README.md'), api);
describeReadmeCommonJs(join(root, 'README.md'), root);
