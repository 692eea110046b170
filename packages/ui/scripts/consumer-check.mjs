// Installs the packed @acme/ui into a fresh React app that has only the peers, then
// server-renders a component through both the ESM and the CommonJS entry points.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pkgDir = new URL('..', import.meta.url).pathname;
const app = mkdtempSync(join(tmpdir(), 'ui-consumer-'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();

try {
  run('pnpm', ['pack', '--pack-destination', app], pkgDir);
  const tarball = readdirSync(app).find((name) => name.endsWith('.tgz'));
  const peers = JSON.parse(
    run('node', ['-p', 'JSON.stringify(require("./package.json").devDependencies)'], pkgDir),
  );
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      dependencies: {
        '@acme/ui': `file:./${tarball}`,
        react: peers.react,
        'react-dom': peers['react-dom'],
        'styled-components': peers['styled-components'],
      },
    }),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app);

  const render = (load) => `
    ${load}
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(
      createElement(ThemeProvider, { theme }, createElement(Button, { busy: true }, 'Send'), createElement(Alone, null, 'Alone'))
    ));
    const css = sheet.getStyleTags();
    if (!html.includes('Sending...') || !html.includes('Alone') || !css.includes('min-height')) {
      throw new Error('unexpected render: ' + html);
    }
    console.log('rendered', html.length, 'bytes of HTML and', css.length, 'bytes of CSS');
  `;
  writeFileSync(
    join(app, 'esm.mjs'),
    render(`
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { ServerStyleSheet, ThemeProvider } from 'styled-components';
      import { Button, theme } from '@acme/ui';
      import { Button as Alone } from '@acme/ui/Button';
    `),
  );
  writeFileSync(
    join(app, 'cjs.cjs'),
    render(`
      const { createElement } = require('react');
      const { renderToString } = require('react-dom/server');
      const { ServerStyleSheet, ThemeProvider } = require('styled-components');
      const { Button, theme } = require('@acme/ui');
      const { Button: Alone } = require('@acme/ui/Button');
    `),
  );
  process.stdout.write(
    `ESM: ${run('node', ['esm.mjs'], app)}CJS: ${run('node', ['cjs.cjs'], app)}`,
  );
  // The components' CSS is minified in the package, for a consumer whose bundler does not.
  const installed = join(app, 'node_modules', '@acme', 'ui', 'dist');
  const unminified = readdirSync(installed, { recursive: true })
    .filter((file) => /\.c?js$/.test(file))
    .filter((file) =>
      /\n[ \t]+[a-z-]+: [^;\n`{}"']+;\n/.test(readFileSync(join(installed, file), 'utf8')),
    );
  if (unminified.length) throw new Error(`CSS not minified in ${unminified.join(', ')}`);
  console.log('CSS: minified in every script of the package.');
  // A component's own entry point has its declarations, for ESM and CommonJS consumers alike.
  writeFileSync(
    join(app, 'types.mts'),
    `import { Button, type ButtonProps } from '@acme/ui/Button';
     import { MailIcon } from '@acme/ui/icons';
     import { Link } from '@acme/ui/Link';
     import { Link as LinkByOldName } from '@acme/ui/link';
     export const props: ButtonProps = { variant: 'outline' };
     export const parts = [Button, MailIcon, Link, LinkByOldName];`,
  );
  writeFileSync(
    join(app, 'types.cts'),
    `import ui = require('@acme/ui/Button');
     export const props: ui.ButtonProps = { variant: 'ghost' };
     export const button = ui.Button;
     import link = require('@acme/ui/link');
     export const linkByOldName = link.Link;`,
  );
  const tsc = join(pkgDir, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(
    'node',
    [tsc, '--noEmit', '--strict', '--skipLibCheck', '--module', 'node16', 'types.mts', 'types.cts'],
    { cwd: app, stdio: 'inherit' },
  );
  console.log(
    'Types: @acme/ui/Button, @acme/ui/icons, @acme/ui/Link and its old name @acme/ui/link resolve from ESM and CommonJS.',
  );
  console.log('@acme/ui installs and renders in a React app with only its peers.');
} finally {
  rmSync(app, { recursive: true, force: true });
}
