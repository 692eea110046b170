import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving';

describe('rovingIndex', () => {
  it.each([
    ['ArrowRight', 0, 'horizontal', 1],
    ['ArrowRight', 2, 'horizontal', 0],
    ['ArrowLeft', 0, 'horizontal', 2],
    ['ArrowDown', 1, 'vertical', 2],
    ['ArrowUp', 0, 'vertical', 2],
    ['Home', 2, 'vertical', 0],
    ['End', 0, 'horizontal', 2],
    ['ArrowDown', 0, 'horizontal', undefined],
    ['ArrowLeft', 1, 'vertical', undefined],
    ['Enter', 1, 'vertical', undefined],
  ] as const)('%s from %i (%s) of three goes to %s', (key, index, orientation, expected) => {
    expect(rovingIndex(key, index, 3, orientation)).toBe(expected);
  });
});
