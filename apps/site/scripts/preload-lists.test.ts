import { describe, expect, it } from 'vitest';
import { loadedWith } from './preload-lists';

describe('loadedWith', () => {
  it('follows static imports however deep, once each, through a cycle', () => {
    const imports: Record<string, string[]> = {
      'page.js': ['a.js'],
      'a.js': ['b.js'],
      'b.js': ['a.js', 'react.js'],
      'other.js': ['lazy.js'],
    };
    expect(loadedWith('page.js', (file) => imports[file] ?? [])).toEqual(
      new Set(['page.js', 'a.js', 'b.js', 'react.js']),
    );
  });
});
