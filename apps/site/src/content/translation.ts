/**
 * The shape of a content module's export in another language: the same keys, the same arrays and
 * functions, any words. An Arabic module annotates each export with it, so a missing or extra key
 * fails `tsc`:
 *
 * @example
 * import type * as en from '../en/home';
 * export const HOME: Translation<typeof en.HOME> = { ... };
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly (infer U)[]
        ? readonly Translation<U>[]
        : { readonly [K in keyof T]: Translation<T[K]> };
