/** Which arrow keys step through a row of items. */
export type Orientation = 'horizontal' | 'vertical';

/** The direction of the text a row of items is in. */
export type Direction = 'ltr' | 'rtl';

/** The direction an element is laid out in, from the nearest `dir` around it (as a page sets it). */
export function directionOf(element: Element): Direction {
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The index a key moves focus to among `count` items, as the WAI-ARIA patterns for tabs and
 * accordions have it: the arrows of the orientation step and wrap, Home and End jump to the
 * ends. `undefined` for any other key. In right-to-left text the next item of a row is on the
 * left, so Left and Right swap.
 *
 * @example
 * rovingIndex('ArrowRight', 2, 3, 'horizontal'); // => 0
 * rovingIndex('ArrowUp', 0, 3, 'vertical'); // => 2
 * rovingIndex('End', 0, 3, 'vertical'); // => 2
 * rovingIndex('ArrowDown', 0, 3, 'horizontal'); // => undefined
 * rovingIndex('ArrowLeft', 0, 3, 'horizontal', 'rtl'); // => 1
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  orientation: Orientation,
  direction: Direction = 'ltr',
): number | undefined {
  const [previous, next] =
    orientation === 'vertical'
      ? ['ArrowUp', 'ArrowDown']
      : direction === 'rtl'
        ? ['ArrowRight', 'ArrowLeft']
        : ['ArrowLeft', 'ArrowRight'];
  const last = count - 1;
  if (key === next) return index === last ? 0 : index + 1;
  if (key === previous) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}
