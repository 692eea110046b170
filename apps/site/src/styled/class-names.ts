import { version } from 'styled-components/package.json';

/**
 * One step of styled-components' djb2 hash, run over `text` from its end, so that hashing a
 * second string continues the first (`phash(phash(h, a), b)`).
 *
 * @example
 * hashStep(5381, 'a'); // => 177604
 */
export function hashStep(hash: number, text: string): number {
  let i = text.length;
  while (i) hash = (hash * 33) ^ text.charCodeAt(--i);
  return hash;
}

/**
 * A hash as styled-components writes it in a name: base 52 in letters, `ad` broken by a hyphen
 * (ad blockers hide such classes).
 *
 * @example
 * alphabeticName(0); // => 'a'
 * alphabeticName(27); // => 'B'
 * alphabeticName(53); // => 'bb'
 */
export function alphabeticName(hash: number): string {
  const letter = (code: number) => String.fromCharCode(code + (code > 25 ? 39 : 97));
  let name = '';
  let rest = Math.abs(hash);
  for (; rest > 52; rest = (rest / 52) | 0) name = letter(rest % 52) + name;
  return (letter(rest % 52) + name).replace(/(a)(d)/gi, '$1-$2');
}

/** djb2's starting value, where styled-components' hashes of text start. */
const DJB2_SEED = 5381;

/** Where every component's hash starts: the styled-components version the prerender ran. */
const VERSION_SEED = hashStep(DJB2_SEED, version);

/** A component's own hash, from its `componentId`: its class names start from it. */
export const componentHash = (componentId: string): number => hashStep(VERSION_SEED, componentId);

/**
 * The class a component gives an element whose evaluated CSS is `css`: the name the prerender's
 * styled-components gave the same element, so hydration finds its styles in the page.
 */
export const styleClassName = (componentHashValue: number, css: string): string =>
  alphabeticName(hashStep(componentHashValue, css) >>> 0);

/** The name of a `keyframes` rule, from its text. */
export const keyframesName = (rules: string): string =>
  alphabeticName(hashStep(DJB2_SEED, rules) >>> 0);

/**
 * Two class lists as one, either possibly empty.
 *
 * @example
 * joinClasses('a', 'b'); // => 'a b'
 * joinClasses('', 'b'); // => 'b'
 */
export const joinClasses = (a: string, b: string): string => (a && b ? `${a} ${b}` : a || b);
