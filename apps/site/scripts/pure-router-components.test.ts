import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { markRouterComponentsPure } from './pure-router-components';

/** The installed React Router's two builds: development (dev server, Node) and production (browser bundle). */
const distFolder = dirname(dirname(createRequire(import.meta.url).resolve('react-router')));
const builds = ['development', 'production'].map((build) => {
  const folder = join(distFolder, build);
  const file = readdirSync(folder)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => join(folder, name))
    .find((path) => readFileSync(path, 'utf8').includes('Link.displayName = "Link";'))!;
  return { build, file, original: readFileSync(file, 'utf8') };
});

const written: string[] = [];
afterAll(() => written.forEach((file) => rmSync(file, { force: true })));

/** The rewritten module, imported from beside the original so its own imports resolve as there. */
async function importRewritten(file: string, original: string) {
  const copy = file.replace(/\.mjs$/, `.pure-test-${process.pid}.mjs`);
  written.push(copy);
  writeFileSync(copy, markRouterComponentsPure(original)!);
  return import(pathToFileURL(copy).href);
}

describe.each(builds)('markRouterComponentsPure on the $build build', ({ file, original }) => {
  it('marks every initializer it rewrites pure, with no statement left after it', () => {
    const rewritten = markRouterComponentsPure(original)!;
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(rewritten).toMatch(
        new RegExp(
          `var ${name} = /\\* @__PURE__ \\*/ Object\\.assign\\(/\\* @__PURE__ \\*/ \\w+\\.forwardRef\\(`,
        ),
      );
      expect(rewritten).not.toContain(`${name}.displayName =`);
    }
    expect(rewritten).toMatch(/var MemoizedDataRoutes = \/\* @__PURE__ \*\/ \w+\.memo\(/);
    expect(rewritten).not.toContain('RenderErrorBoundary.contextType =');
  });

  it('keeps Link, NavLink and Form working and named', async () => {
    const router = await importRewritten(file, original);
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(router[name].displayName).toBe(name);
      expect(router[name].$$typeof).toBe(Symbol.for('react.forward_ref'));
      expect(typeof router[name].render).toBe('function');
    }
  });

  it('keeps the data router rendering its routes and their error boundaries', async () => {
    const { createMemoryRouter, RouterProvider } = await importRewritten(file, original);
    const router = createMemoryRouter(
      [
        { path: '/', element: createElement('p', null, 'home') },
        {
          path: '/broken',
          loader: () => {
            throw new Error('no data');
          },
          element: createElement('p', null, 'never'),
          errorElement: createElement('p', null, 'caught by the route'),
        },
      ],
      { initialEntries: ['/'] },
    );
    await router.navigate('/');
    expect(renderToString(createElement(RouterProvider, { router }))).toContain('home');
    await router.navigate('/broken');
    expect(renderToString(createElement(RouterProvider, { router }))).toContain(
      'caught by the route',
    );
  });
});

describe('markRouterComponentsPure', () => {
  const { original } = builds[0]!;

  it('leaves every other module alone', () => {
    expect(markRouterComponentsPure('export const Link = () => null;')).toBeNull();
  });

  it.each([
    ['Form', 'var Form =', 'const Form ='],
    ['MemoizedDataRoutes', 'var MemoizedDataRoutes =', 'let MemoizedDataRoutes ='],
    ['RenderErrorBoundary', 'RenderErrorBoundary.contextType =', 'RenderErrorBoundary.context ='],
  ])('fails the build, naming %s, when React Router changes its shape', (name, from, to) => {
    expect(() => markRouterComponentsPure(original.replace(from, to))).toThrow(
      new RegExp(`react-router's ${name} no longer has the shape`),
    );
  });
});
