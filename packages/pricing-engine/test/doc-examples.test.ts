import {
  describeDocExamples,
  describeReadmeCommonJs,
  describeReadmeExamples,
} from '@acme/tooling/doc-examples';
import { join } from 'node:path';
import * as api from '../src/index';
import { subtractFils, sumFils, timesFils } from '../src/money';
import { priceEnvironment } from '../src/pricing';
import { pricePackage, suggestedPackage } from '../src/suggest';
import { tierCharges, tieredCost } from '../src/tiers';

const root = join(import.meta.dirname, '..');
// The engine's inner steps, in fils, which the package does not export.
const inner = {
  priceEnvironment,
  pricePackage,
  subtractFils,
  sumFils,
  suggestedPackage,
  tierCharges,
  tieredCost,
  timesFils,
};
describeDocExamples(join(root, 'src'), { ...api, ...inner }, { everyModule: true });
describeReadmeExamples(join(root, 'README.md'), api);
describeReadmeCommonJs(join(root, 'README.md'), root);
