import { describeDocExamples } from '@acme/tooling/doc-examples';
import { alternates } from './languages/alternates';
import { intlLocale, languageOfPath, localizedPath, ogLocale } from './languages/languages';
import { oldAddressMoves, redirectsInEveryLanguage, resolveAnyAddress } from './routes/moved';
import { screenPath } from './routes/screen-paths';
import { resolveAddress } from './routes/table';
import { identifierPrefix } from './islands/island-ids';
import { jsonScript } from './islands/json-script';
import { ENTRY_LOADER, entryLoaderHtml } from './head/entry-loader';

// The TSDoc examples of the language-neutral modules: the languages and the routes table.
describeDocExamples(`${import.meta.dirname}/languages`, {
  alternates,
  intlLocale,
  languageOfPath,
  localizedPath,
  ogLocale,
});
describeDocExamples(`${import.meta.dirname}/routes`, {
  oldAddressMoves,
  redirectsInEveryLanguage,
  resolveAddress,
  resolveAnyAddress,
  screenPath,
});
describeDocExamples(`${import.meta.dirname}/islands`, { identifierPrefix, jsonScript });
describeDocExamples(`${import.meta.dirname}/head`, { ENTRY_LOADER, entryLoaderHtml });
