// @ts-check
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/.build-test-*/**',
      '**/.prefixes-test-*/**',
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      // tsup's temporary bundle of its config, present while a build runs in parallel
      '**/*.bundled_*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Numbers print the same in any template; objects, undefined and null are still caught.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` returns nothing anyone reads; statements are still checked.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React ignores what an event handler returns: `onSubmit={submit}` with an async `submit` is fine.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Unions such as `ServiceType | string` document the values an input that takes any string expects.
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // An async function that awaits nothing still turns a throw into a rejection, as the
      // Promise-returning interfaces it implements (stores, transports, fakes) expect.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always'],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-components',
              importNames: ['default'],
              message:
                "Use `import { styled } from 'styled-components'`: the default export breaks in Node ESM.",
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript, and Storybook's main file, are in no tsconfig: they are linted without types.
    files: ['**/*.{js,mjs,cjs}', 'packages/ui/.storybook/main.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests index fixtures they just built or asserted on: `rows[0]!` after `expect(rows).toHaveLength(1)`.
    files: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/e2e/**',
      '**/*.bench.ts',
      '**/bench/**',
      '**/*.stories.tsx',
    ],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `expect.any(String)` and the other asymmetric matchers are typed `any`; tests read JSON and
      // modules they have just written, whose shape their assertions check.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The browser runs the site's own styled-components (apps/site/src/styled/), which names each
    // element as the prerender's styled-components does for what the components use: the build
    // gives every component its `componentId`, and `attrs` or another `withConfig` option would
    // give the browser's elements attributes other than the prerender's.
    files: ['packages/ui/src/**/*.{ts,tsx}', 'apps/site/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='attrs']",
          message: 'The browser’s styled-components (apps/site/src/styled/) has no attrs.',
        },
        {
          selector: "CallExpression[callee.property.name='withConfig']",
          message: 'The build names each styled component; the browser takes no other option.',
        },
      ],
    },
  },
  {
    // The form services' lower layers: configuration and the store know nothing of how leads
    // arrive (HTTP), leave (delivery, mail) or which program runs them (entry modules).
    files: ['packages/form-services/src/config/**', 'packages/form-services/src/store/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['./packages/form-services/src/config', './packages/form-services/src/store'],
              from: [
                './packages/form-services/src/http',
                './packages/form-services/src/http-server.ts',
                './packages/form-services/src/plugin.ts',
                './packages/form-services/src/server.ts',
                './packages/form-services/src/delivery',
                './packages/form-services/src/mail',
                './packages/form-services/src/bin',
                './packages/form-services/src/index.ts',
                './packages/form-services/src/startup.ts',
                './packages/form-services/src/shutdown.ts',
                './packages/form-services/src/intake.ts',
                './packages/form-services/src/leads.ts',
                './packages/form-services/src/daily-jobs.ts',
                './packages/form-services/src/import-outbox.ts',
              ],
              message:
                'config/ and store/ sit below the intake, HTTP, delivery, mail and the entry modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
);
