/** Which arrow keys step through a row of items. */
export type Orientation = 'horizontal' | 'vertical';

/**
 * The index a key moves focus to among `count` items, as the WAI-ARIA patterns for tabs and
 * accordions have it: the arrows of the orientation step and wrap, Home and End jump to the
 * ends. `undefined` for any other key.
 *
 * @example
 * rovingIndex('ArrowRight', 2, 3, 'horizontal'); // => 0
 * rovingIndex('ArrowUp', 0, 3, 'vertical'); // => 2
 * rovingIndex('End', 0, 3, 'vertical'); // => 2
 * rovingIndex('ArrowDown', 0, 3, 'horizontal'); // => undefined
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  orientation: Orientation,
): number | undefined {
  const [previous, next] =
    orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  const last = count - 1;
  if (key === next) return index === last ? 0 : index + 1;
  if (key === previous) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}
