import { describeDocExamples } from '@acme/tooling/doc-examples';
import { configurationValues } from './configuration-values';
import { headersFile } from './outputs/headers';
import { redirectsFile } from './outputs/redirects';
import { pagePaths } from './outputs/revalidated';
import { robotsTxt } from './outputs/robots';
import { securityTxt } from './outputs/security-txt';
import { sitemapXml } from './outputs/sitemap';
import { islandsOfPage, pageChunks } from './outputs/chunks';
import { loadedWith } from './preload-lists';
import { literalModule } from './reply-within-literals';

// Every TSDoc example of the build scripts and the prerender's outputs, with their functions in scope.
describeDocExamples(import.meta.dirname, {
  configurationValues,
  headersFile,
  islandsOfPage,
  literalModule,
  loadedWith,
  pageChunks,
  pagePaths,
  redirectsFile,
  robotsTxt,
  securityTxt,
  sitemapXml,
});
