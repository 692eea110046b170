import { describeDocExamples } from '@acme/tooling/doc-examples';
import {
  alternates,
  intlLocale,
  languageOfPath,
  localizedPath,
  ogLocale,
} from './languages/languages';
import { oldAddressMoves, resolveAnyAddress } from './routes/old-addresses';
import { redirectsInEveryLanguage, resolveAddress } from './routes/table';

// The TSDoc examples of the language-neutral modules: the languages and the routes table.
describeDocExamples(`${import.meta.dirname}/languages`, {
  alternates,
  languageOfPath,
  localizedPath,
});
describeDocExamples(`${import.meta.dirname}/routes`, {
  oldAddressMoves,
  redirectsInEveryLanguage,
  resolveAddress,
  resolveAnyAddress,
});
