import { describe, expect, it } from 'vitest';
import { disallowedPackages, licenceAllowed, parseLicence } from '../scripts/licence-policy.mjs';

const allowed = new Set(['MIT', 'ISC', 'Apache-2.0', 'Zlib']);
const workspace = new Set(['@acme/ui', 'site']);
const pkg = (name: string, license: string) => ({ name, versions: ['1.0.0'], license });

describe('licenceAllowed', () => {
  it('allows a listed licence and refuses any other', () => {
    expect(licenceAllowed('MIT', allowed)).toBe(true);
    expect(licenceAllowed('GPL-3.0-only', allowed)).toBe(false);
  });

  it('allows an OR when one side is allowed, an AND only when both are', () => {
    expect(licenceAllowed('(MPL-2.0 OR Apache-2.0)', allowed)).toBe(true);
    expect(licenceAllowed('GPL-3.0-only OR AGPL-3.0-only', allowed)).toBe(false);
    expect(licenceAllowed('(MIT AND Zlib)', allowed)).toBe(true);
    expect(licenceAllowed('MIT AND GPL-3.0-only', allowed)).toBe(false);
  });

  it('binds AND tighter than OR, and follows parentheses', () => {
    // GPL OR (MIT AND Zlib): the right side is allowed whole.
    expect(licenceAllowed('GPL-3.0-only OR MIT AND Zlib', allowed)).toBe(true);
    // (GPL OR MIT) AND LGPL: LGPL is not allowed.
    expect(licenceAllowed('(GPL-3.0-only OR MIT) AND LGPL-2.1-only', allowed)).toBe(false);
    expect(parseLicence('a OR b AND (c OR d)')).toEqual({
      or: [
        { licence: 'a' },
        { and: [{ licence: 'b' }, { or: [{ licence: 'c' }, { licence: 'd' }] }] },
      ],
    });
  });

  it('allows a licence with an exception only when the pair is listed', () => {
    const exception = 'GPL-2.0-only WITH Classpath-exception-2.0';
    expect(licenceAllowed(exception, allowed)).toBe(false);
    expect(licenceAllowed(exception, new Set([exception]))).toBe(true);
  });

  it('refuses what is not an SPDX expression', () => {
    for (const text of ['SEE LICENSE IN LICENSE.md', 'UNKNOWN', '', '(MIT', 'MIT OR', 'OR MIT']) {
      expect(licenceAllowed(text, allowed), text).toBe(false);
    }
  });
});

describe('disallowedPackages', () => {
  it('passes a tree whose every licence is allowed', () => {
    const report = {
      MIT: [pkg('react', 'MIT')],
      '(MPL-2.0 OR Apache-2.0)': [pkg('dompurify', '(MPL-2.0 OR Apache-2.0)')],
    };
    expect(disallowedPackages(report, allowed, workspace)).toEqual([]);
  });

  it('names each package of the tree with a licence that is not allowed, and its licence', () => {
    const report = {
      MIT: [pkg('react', 'MIT')],
      'GPL-3.0-only': [pkg('copyleft-widget', 'GPL-3.0-only')],
      'MIT AND CC-BY-NC-4.0': [pkg('icons-nc', 'MIT AND CC-BY-NC-4.0')],
    };
    expect(disallowedPackages(report, allowed, workspace)).toEqual([
      { name: 'copyleft-widget', versions: ['1.0.0'], licence: 'GPL-3.0-only' },
      { name: 'icons-nc', versions: ['1.0.0'], licence: 'MIT AND CC-BY-NC-4.0' },
    ]);
  });

  it("leaves out the workspace's own packages, which are UNLICENSED", () => {
    const report = {
      UNLICENSED: [pkg('@acme/ui', 'UNLICENSED'), pkg('left-pad-pro', 'UNLICENSED')],
    };
    expect(disallowedPackages(report, allowed, workspace).map((p) => p.name)).toEqual([
      'left-pad-pro',
    ]);
  });
});
