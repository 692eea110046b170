import { join } from 'node:path';
import { describeDocExamples } from '../../../tooling/doc-examples';
import * as api from '../src/index';

describeDocExamples(join(import.meta.dirname, '..', 'src'), api, { everyModule: true });
