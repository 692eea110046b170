import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { markRouterComponentsPure } from './pure-router-components';

/** The module of the installed React Router that defines Link, NavLink and Form. */
const routerFolder = dirname(createRequire(import.meta.url).resolve('react-router'));
const componentsModule = readdirSync(routerFolder)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => join(routerFolder, file))
  .find((file) => readFileSync(file, 'utf8').includes('Link.displayName = "Link";'))!;
const original = readFileSync(componentsModule, 'utf8');

const written: string[] = [];
afterAll(() => written.forEach((file) => rmSync(file, { force: true })));

describe('markRouterComponentsPure', () => {
  it('marks the installed React Router’s Link, NavLink and Form pure', () => {
    const rewritten = markRouterComponentsPure(original)!;
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(rewritten).toMatch(
        new RegExp(
          `var ${name} = /\\* @__PURE__ \\*/ Object\\.assign\\(/\\* @__PURE__ \\*/ \\w+\\.forwardRef\\(`,
        ),
      );
      expect(rewritten).not.toContain(`${name}.displayName =`);
    }
  });

  it('keeps the components working and named', async () => {
    // Beside the original, so its imports of react and its own chunks resolve as they do there.
    const copy = componentsModule.replace(/\.mjs$/, `.pure-test-${process.pid}.mjs`);
    written.push(copy);
    writeFileSync(copy, markRouterComponentsPure(original)!);
    const router = await import(pathToFileURL(copy).href);
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(router[name].displayName).toBe(name);
      expect(router[name].$$typeof).toBe(Symbol.for('react.forward_ref'));
      expect(typeof router[name].render).toBe('function');
    }
  });

  it('leaves every other module alone', () => {
    expect(markRouterComponentsPure('export const Link = () => null;')).toBeNull();
  });

  it('fails the build, naming the component, when React Router changes its shape', () => {
    const changed = original.replace('var Form =', 'const Form =');
    expect(() => markRouterComponentsPure(changed)).toThrow(
      /react-router's Form no longer has the shape/,
    );
  });
});
