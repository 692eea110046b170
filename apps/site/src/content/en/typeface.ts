/**
 * The typeface of this build's pages, as a rule of the document's own style sheet (`index.html`,
 * written by the build: see `documentLanguage` in vite.config.ts). English pages use the system
 * font stack of `@acme/ui`'s theme, which its GlobalStyle sets: no rule of their own, no web font.
 * The Arabic build's module declares its Arabic faces (see `content/ar/typeface.ts`).
 */
export const TYPEFACE_CSS: string = '';
