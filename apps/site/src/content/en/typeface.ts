import type { ComponentType } from 'react';

/**
 * The typeface of this build's pages. English pages use the system font stack of `@acme/ui`'s
 * theme (its GlobalStyle sets it): no web font, so nothing here loads, and nothing to preload.
 * The Arabic build's module declares its Arabic face (see `content/ar/typeface.ts`).
 */
export const TypefaceStyle: ComponentType = () => null;

/** Font files the pages' head preloads (`<link rel="preload" as="font" crossorigin>`): none. */
export const TYPEFACE_PRELOADS: readonly string[] = [];
