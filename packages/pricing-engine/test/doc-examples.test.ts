import { join } from 'node:path';
import { describeDocExamples } from '../../../tooling/doc-examples';
import * as api from '../src/index';
import { priceEnvironment } from '../src/pricing';

describeDocExamples(
  join(import.meta.dirname, '..', 'src'),
  { ...api, priceEnvironment },
  { everyModule: true },
);
