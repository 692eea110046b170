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

describe('the page’s style tag', () => {
  it('has the classes its markers list, and no other', () => {
    expect(sheet.hasStyle('sc-one', 'a')).toBe(true);
    expect(sheet.hasStyle('sc-two', 'b')).toBe(true);
    expect(sheet.hasStyle('sc-one', 'b')).toBe(false);
    expect(sheet.hasStyle('sc-three', 'a')).toBe(false);
  });

  it('takes a class of a component it shows at the end of that component’s group', () => {
    sheet.addStyle('sc-two', 'c', ['.c{color:green;}', '.c:hover{color:black;}'], 0);
    sheet.addStyle('sc-one', 'd', ['.d{color:gray;}'], 1);
    sheet.addStyle('sc-two', 'e', ['.e{color:white;}'], 0);
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
    expect(sheet.hasStyle('sc-two', 'c')).toBe(true);
  });

  it('takes a component it lacks after its own, those it lacks in the order they were defined', () => {
    sheet.addStyle('sc-later', 'f', ['.f{margin:0;}'], 7);
    sheet.addStyle('sc-earlier', 'g', ['.g{margin:0;}', '.g>p{margin:0;}'], 3);
    sheet.addStyle('sc-later', 'h', ['.h{margin:0;}'], 7);
    sheet.addStyle('sc-one', 'i', ['.i{margin:0;}'], 0);
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
    sheet.addStyle('sc-one', 'j', ['.j{color:red;}', '@nonsense', '.j:focus{outline:0;}'], 0);
    sheet.addStyle('sc-one', 'k', ['.k{color:red;}'], 0);
    expect(rules().slice(0, 5)).toEqual(['.a', '.j', '.j:focus', '.k', 'sc-one']);
  });
});
