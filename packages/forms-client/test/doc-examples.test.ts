import { priceQuote } from '@acme/pricing-engine';
import {
  describeDocExamples,
  describeReadmeCommonJs,
  describeReadmeExamples,
} from '@acme/tooling/doc-examples';
import { join } from 'node:path';
import * as api from '../src/index';
import * as arabic from '../src/ar';
import * as arabicTerms from '../src/ar-terms';
import * as bookingLink from '../src/booking-link/index';
import { atMostHours } from '../src/messages/ar';
import { clean, phoneNumber } from '../src/text';

const root = join(import.meta.dirname, '..');
describeDocExamples(join(root, 'src'), {
  ...api,
  ...arabic,
  ...arabicTerms,
  ...bookingLink,
  atMostHours,
  clean,
  phoneNumber,
  priceQuote,
});
describeReadmeExamples(join(root, 'README.md'), { ...api, ...arabic, ...bookingLink, priceQuote });
describeReadmeCommonJs(join(root, 'README.md'), root);
