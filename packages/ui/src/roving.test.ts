import { describe, expect, it } from 'vitest';
import { directionOf, rovingIndex } from './roving';

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

  it.each([
    ['ArrowLeft', 0, 'horizontal', 1],
    ['ArrowLeft', 2, 'horizontal', 0],
    ['ArrowRight', 0, 'horizontal', 2],
    ['ArrowDown', 1, 'vertical', 2],
    ['Home', 2, 'horizontal', 0],
  ] as const)(
    'right to left, %s from %i (%s) of three goes to %s',
    (key, index, orientation, expected) => {
      expect(rovingIndex(key, index, 3, orientation, 'rtl')).toBe(expected);
    },
  );
});

describe('directionOf', () => {
  it('is the nearest dir around the element, left to right by default', () => {
    document.body.innerHTML = '<div dir="rtl"><p><b></b></p><i dir="ltr"><u></u></i></div><s></s>';
    expect(directionOf(document.querySelector('b') as Element)).toBe('rtl');
    expect(directionOf(document.querySelector('u') as Element)).toBe('ltr');
    expect(directionOf(document.querySelector('s') as Element)).toBe('ltr');
    document.body.innerHTML = '';
  });
});
