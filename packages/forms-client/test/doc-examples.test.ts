import { priceQuote } from '@acme/pricing-engine';
import { join } from 'node:path';
import { describeDocExamples } from '../../../tooling/doc-examples';
import * as api from '../src/index';
import { clean } from '../src/text';

describeDocExamples(join(import.meta.dirname, '..', 'src'), { ...api, clean, priceQuote });
