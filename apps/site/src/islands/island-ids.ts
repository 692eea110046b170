/**
 * An island root's prefix for `useId`, the same in the prerender and the browser, and apart from
 * every other root's on the page.
 *
 * @example
 * identifierPrefix(3); // => 'i3-'
 */
export const identifierPrefix = (id: number) => `i${id}-`;

/** The element that carries every prerendered island's props on a page, as JSON by island id. */
export const ISLAND_PROPS_ID = 'island-props';

/** The element that lists the chunks of a page's islands, for the browser to prefetch. */
export const ISLAND_CHUNKS_ID = 'island-chunks';

/** The attribute of the shell's element that holds the on-demand islands once rendered. */
export const ON_DEMAND_ISLANDS = 'data-on-demand-islands';
