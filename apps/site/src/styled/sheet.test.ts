// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Sheet from './sheet.ts';

/** A prerendered style tag as styled-components writes it: each group's rules, then its marker. */
const PRERENDERED = [
  '.a{color:red;}',
  'data-styled.g1[id="sc-one"]{content:"a,"}',
  '.b{color:blue;}',
  '@media print{.b{display:none;}}',
  'data-styled.g2[id="sc-two"]{content:"b,"}',
]
  .map((rule) => `${rule}/*!sc*/\n`)
  .join('');

let sheet: typeof Sheet;
beforeEach(async () => {
  document.head.innerHTML = `<style data-styled="true">${PRERENDERED}</style>`;
  vi.resetModules();
  sheet = await import('./sheet.ts');
});

/** The tag's rules, each by its selector (a marker by its component's id). */
const rules = () =>
  [...document.querySelector('style')!.sheet!.cssRules].map((rule) =>
    rule instanceof CSSStyleRule
      ? (/id="([^"]+)"/.exec(rule.selectorText)?.[1] ?? rule.selectorText)
      : rule.cssText.replace(/\s+/g, ''),
  );

/** Adds class `name` of component `id` unless the page has it; its one rule, or `rules`. */
const ensure = (id: string, name: string, defined: number, rules = [`.${name}{margin:0;}`]) => {
  const format = vi.fn(() => rules);
  sheet.ensureStyle(id, name, defined, format);
  return format.mock.calls.length > 0;
};

describe('the page’s style tag', () => {
  it('has the classes its markers list, and no other', () => {
    expect(ensure('sc-one', 'a', 0)).toBe(false);
    expect(ensure('sc-two', 'b', 0)).toBe(false);
    expect(ensure('sc-one', 'b', 0)).toBe(true);
    expect(ensure('sc-three', 'a', 0)).toBe(true);
  });

  it('takes a class of a component it shows at the end of that component’s group', () => {
    ensure('sc-two', 'c', 0, ['.c{color:green;}', '.c:hover{color:black;}']);
    ensure('sc-one', 'd', 1);
    ensure('sc-two', 'e', 0);
    expect(rules()).toEqual([
      '.a',
      '.d',
      'sc-one',
      '.b',
      '@mediaprint{.b{display:none;}}',
      '.c',
      '.c:hover',
      '.e',
      'sc-two',
    ]);
    expect(ensure('sc-two', 'c', 0)).toBe(false);
    expect(rules()).toHaveLength(9);
  });

  it('takes a component it lacks after its own, those it lacks in the order they were defined', () => {
    ensure('sc-later', 'f', 7);
    ensure('sc-earlier', 'g', 3, ['.g{margin:0;}', '.g>p{margin:0;}']);
    ensure('sc-later', 'h', 7);
    ensure('sc-one', 'i', 0);
    expect(rules()).toEqual([
      '.a',
      '.i',
      'sc-one',
      '.b',
      '@mediaprint{.b{display:none;}}',
      'sc-two',
      '.g',
      '.g>p',
      '.f',
      '.h',
    ]);
  });

  it('leaves out a rule the browser refuses, and places the next ones as before', () => {
    ensure('sc-one', 'j', 0, ['.j{color:red;}', '@nonsense', '.j:focus{outline:0;}']);
    ensure('sc-one', 'k', 0);
    expect(rules().slice(0, 5)).toEqual(['.a', '.j', '.j:focus', '.k', 'sc-one']);
  });
});
