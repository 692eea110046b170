import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { ServerStyleSheet } from 'styled-components';
import { required } from '../required';
import { IslandFrame } from './IslandFrame';
import { ISLAND_PROPS_ID, identifierPrefix } from './island-ids';
import { jsonScript } from './json-script';
import { ISLANDS, type IslandModule, type IslandName } from './registry';
import type { IslandPlacement } from './Island';

/** The islands a page placed while it rendered, in order: an island's id is its index. */
let placed: IslandPlacement<IslandName>[] | undefined;

/** The root modules, loaded before any page renders (`loadIslands`). */
const loaded = new Map<IslandName, IslandModule<Record<string, unknown>>>();

/** Loads every island's root, so that pages render them without suspending. */
export async function loadIslands(): Promise<void> {
  await Promise.all(
    Object.entries(ISLANDS).map(async ([name, load]) => {
      loaded.set(name as IslandName, (await load()) as IslandModule<Record<string, unknown>>);
    }),
  );
}

/** Records an island placed by the page being rendered; returns its id on the page. */
export function placeIsland<Name extends IslandName>(placement: IslandPlacement<Name>): number {
  if (!placed) throw new Error(`The island ${placement.name} was rendered outside withIslands()`);
  placed.push(placement);
  return placed.length - 1;
}

/**
 * Renders a page whose islands are rendered each as a root of its own: the page first (each
 * `<Island>` leaves its empty container and its props), then every island in its container, with
 * the `useId` prefix and the frame the browser hydrates it with, and their props as one JSON
 * script at the end. Styles of both go to `sheet`.
 */
export function withIslands(sheet: ServerStyleSheet, render: () => string): string {
  placed = [];
  try {
    let html = render();
    const islands = placed;
    placed = undefined;
    const props: Record<number, unknown> = {};
    islands.forEach((island, id) => {
      const Root = required(loaded.get(island.name), `the island ${island.name}'s module`).default;
      const inner = renderToString(
        sheet.collectStyles(
          <StrictMode>
            <IslandFrame>
              <Root {...(island.props as Record<string, unknown>)} />
            </IslandFrame>
          </StrictMode>,
        ),
        { identifierPrefix: identifierPrefix(id) },
      );
      const container = `data-island-id="${id}" data-hydrate="${island.when}" style="display:contents"></div>`;
      if (!html.includes(container))
        throw new Error(`The island ${island.name}'s container is not in the page`);
      // A function, so that a `$` in the island's HTML is not read as a replacement pattern.
      html = html.replace(container, () => container.replace('></div>', `>${inner}</div>`));
      props[id] = island.props;
    });
    return `${html}${jsonScript(ISLAND_PROPS_ID, props)}`;
  } finally {
    placed = undefined;
  }
}
