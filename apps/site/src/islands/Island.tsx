import type { Hydration } from './hydration';
import type { IslandName, IslandProps } from './registry';
import { placeIsland } from './prerendered-islands';

/** What a page says about one of its islands. */
export interface IslandPlacement<Name extends IslandName> {
  readonly name: Name;
  /** When the browser hydrates it (see {@link Hydration}); never `on-demand`, which is not prerendered. */
  readonly when: Exclude<Hydration, 'on-demand'>;
  /** Its root's props: sent in the page as JSON, so plain data only. */
  readonly props: IslandProps<Name>;
}

/**
 * A part of a page that a visitor can act on, prerendered with the page and hydrated by the
 * browser as a React root of its own, at its moment (`when`). Everything around it stays the HTML
 * the server sent. Rendered by the prerender only: a page's own module never reaches the browser.
 *
 * @example
 * <Island name="ContactForm" when="interaction" props={{}} />
 */
export function Island<Name extends IslandName>(placement: IslandPlacement<Name>) {
  const id = placeIsland(placement);
  // `display: contents`: the wrapper is the root's container only, and leaves the layout to what
  // the island renders. Its content is the island's own render (see `withIslands`).
  return (
    <div
      data-island={placement.name}
      data-island-id={id}
      data-hydrate={placement.when}
      style={{ display: 'contents' }}
    />
  );
}
