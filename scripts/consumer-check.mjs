// The release, rehearsed: packs the three published packages as `pnpm publish` would (the packed
// manifests carry version ranges where the workspace has `workspace:`), installs the tarballs
// together in a fresh app with only the peers besides, and uses each from ESM and CommonJS, with
// its types checked by tsc: @acme/pricing-engine, @acme/forms-client (and its `./contract` entry,
// on the engine it was installed with) and @acme/ui (server-rendered, its CSS minified).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packPublished, packedManifest, root } from './workspace-packages.mjs';

const app = mkdtempSync(join(tmpdir(), 'acme-consumer-'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const write = (file, text) => writeFileSync(join(app, file), text);

try {
  const tarballs = packPublished(app);
  const forms = packedManifest(tarballs['@acme/forms-client']);
  const engine = packedManifest(tarballs['@acme/pricing-engine']);
  console.log(
    `Packed: ${Object.keys(tarballs).join(', ')}; @acme/forms-client wants @acme/pricing-engine ${forms.dependencies['@acme/pricing-engine']} (packed: ${engine.version}).`,
  );

  const ui = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8'));
  write(
    'package.json',
    JSON.stringify({
      name: 'consumer',
      private: true,
      dependencies: {
        ...Object.fromEntries(
          Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]),
        ),
        // @acme/ui's peers, at the versions it is developed against.
        react: ui.devDependencies.react,
        'react-dom': ui.devDependencies['react-dom'],
        'styled-components': ui.devDependencies['styled-components'],
        '@types/react': ui.devDependencies['@types/react'],
      },
      // The forms client's range for the engine is met by the tarball beside it, never by a
      // registry lookup: the packages are not published yet.
      overrides: { '@acme/pricing-engine': '$@acme/pricing-engine' },
    }),
  );
  // From npm's cache where it has the peers; the network only for what it lacks.
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  const installed = (name, from = app) =>
    realpathSync(join(from, 'node_modules', ...name.split('/')));
  // One engine: a copy of the forms client's own would be a second set of prices and types.
  if (
    existsSync(join(installed('@acme/forms-client'), 'node_modules', '@acme', 'pricing-engine'))
  ) {
    throw new Error('@acme/forms-client installed an @acme/pricing-engine of its own');
  }

  const uses = `
    // @acme/pricing-engine
    if (formatAED(12345.6) !== 'AED 12,346') throw new Error('formatAED: ' + formatAED(12345.6));
    if (PRESETS.smallOffice.environment.numUsers !== 10) throw new Error('PRESETS');
    // @acme/forms-client, on the engine installed beside it: a quote's text names its figures.
    const text = quoteText(priceQuote({ numUsers: 12, numServers: 1 })).join(' | ');
    if (!text.includes('- Users: 12')) throw new Error('quoteText: ' + text);
    if (typeof sendContactMessage !== 'function') throw new Error('sendContactMessage');
    // @acme/forms-client/contract
    if (leadProblem(LEAD_CONTRACTS.checklist, { name: 'Lina', email: 'lina@corp.ae' }) !== null)
      throw new Error('leadProblem');
    if (!REFERENCE_PATTERN.test(makeReference())) throw new Error('makeReference');
    // The main entry has the contract too (in CommonJS a copy of it: tsup bundles each entry whole).
    if (contractEntry(LEAD_CONTRACTS.checklist, { name: 'Lina', email: ' ' }) !== 'Please fill Name and Email.')
      throw new Error('the main entry’s leadProblem');
    // @acme/ui
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(
      createElement(ThemeProvider, { theme }, createElement(Button, { busy: true }, 'Send'), createElement(Alone, null, 'Alone'))
    ));
    const css = sheet.getStyleTags();
    if (!html.includes('Sending...') || !html.includes('Alone') || !css.includes('min-height')) {
      throw new Error('unexpected render: ' + html);
    }
    console.log('all three packages work; @acme/ui rendered', html.length, 'bytes of HTML and', css.length, 'bytes of CSS');
  `;
  write(
    'esm.mjs',
    `import { formatAED, PRESETS, priceQuote } from '@acme/pricing-engine';
     import { leadProblem as contractEntry, quoteText, sendContactMessage } from '@acme/forms-client';
     import { LEAD_CONTRACTS, REFERENCE_PATTERN, leadProblem, makeReference } from '@acme/forms-client/contract';
     import { createElement } from 'react';
     import { renderToString } from 'react-dom/server';
     import { ServerStyleSheet, ThemeProvider } from 'styled-components';
     import { Button, theme } from '@acme/ui';
     import { Button as Alone } from '@acme/ui/Button';
     ${uses}`,
  );
  write(
    'cjs.cjs',
    `const { formatAED, PRESETS, priceQuote } = require('@acme/pricing-engine');
     const { leadProblem: contractEntry, quoteText, sendContactMessage } = require('@acme/forms-client');
     const { LEAD_CONTRACTS, REFERENCE_PATTERN, leadProblem, makeReference } = require('@acme/forms-client/contract');
     const { createElement } = require('react');
     const { renderToString } = require('react-dom/server');
     const { ServerStyleSheet, ThemeProvider } = require('styled-components');
     const { Button, theme } = require('@acme/ui');
     const { Button: Alone } = require('@acme/ui/Button');
     ${uses}`,
  );
  process.stdout.write(
    `ESM: ${run('node', ['esm.mjs'], app)}CJS: ${run('node', ['cjs.cjs'], app)}`,
  );

  // The components' CSS is minified in the package, for a consumer whose bundler does not.
  const uiDist = join(installed('@acme/ui'), 'dist');
  const unminified = readdirSync(uiDist, { recursive: true })
    .filter((file) => /\.c?js$/.test(file))
    .filter((file) =>
      /\n[ \t]+[a-z-]+: [^;\n`{}"']+;\n/.test(readFileSync(join(uiDist, file), 'utf8')),
    );
  if (unminified.length) throw new Error(`@acme/ui's CSS not minified in ${unminified.join(', ')}`);
  console.log('CSS: minified in every script of @acme/ui.');

  // Each entry's declarations, for ESM and CommonJS consumers alike; a wrong type fails tsc.
  write(
    'types.mts',
    `import { formatAED, priceQuote, type Quote } from '@acme/pricing-engine';
     import { quoteText, type ContactMessage } from '@acme/forms-client';
     import { LEAD_CONTRACTS, leadProblem, type WireFields } from '@acme/forms-client/contract';
     import { Button, type ButtonProps } from '@acme/ui/Button';
     import { MailIcon } from '@acme/ui/icons';
     import { Link } from '@acme/ui/Link';
     import { Link as LinkByOldName } from '@acme/ui/link';
     import { Hero } from '@acme/ui';
     export const price: string = formatAED(1200);
     export const quote: (typeof priceQuote) extends (...args: never[]) => Quote ? true : false = true;
     export const describe: (quote: Quote) => string[] = quoteText;
     export const message: Pick<ContactMessage, 'email'> = { email: 'lina@corp.ae' };
     const fields: WireFields = { name: 'Lina', email: 'lina@corp.ae' };
     export const problem: string | null = leadProblem(LEAD_CONTRACTS.checklist, fields);
     export const props: ButtonProps = { variant: 'outline' };
     export const parts = [Button, MailIcon, Link, LinkByOldName, Hero];`,
  );
  write(
    'types.cts',
    `import engine = require('@acme/pricing-engine');
     import forms = require('@acme/forms-client');
     import contract = require('@acme/forms-client/contract');
     import ui = require('@acme/ui/Button');
     export const price: string = engine.formatAED(1200);
     export const reference: string = contract.makeReference();
     export const send: typeof forms.sendContactMessage = forms.sendContactMessage;
     export const props: ui.ButtonProps = { variant: 'ghost' };
     export const button = ui.Button;
     import link = require('@acme/ui/link');
     export const linkByOldName = link.Link;`,
  );
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(
    'node',
    [tsc, '--noEmit', '--strict', '--skipLibCheck', '--module', 'node16', 'types.mts', 'types.cts'],
    { cwd: app, stdio: 'inherit' },
  );
  console.log(
    'Types: every entry of the three resolves and checks from ESM and CommonJS (@acme/ui/link too, the old name of @acme/ui/Link).',
  );
  console.log('The three packages install together from their tarballs and work as published.');
} finally {
  rmSync(app, { recursive: true, force: true });
}
