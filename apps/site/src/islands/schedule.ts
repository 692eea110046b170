import { hydrate, islandsHydrating, openIsland, sayNetworkError } from './loader';
import type { IslandName } from './registry';

/** What a tap on an island that has not hydrated is held for: its buttons. */
const BUTTON = 'button, [role="button"], summary';
/** What focus on hydrates an island: its fields. */
const FIELD = 'input, select, textarea';

/** The not yet hydrated `interaction` island an event's target is in, if any. */
function waitingIsland(target: EventTarget | null): HTMLElement | null {
  const island =
    target instanceof Element ? target.closest<HTMLElement>('[data-hydrate="interaction"]') : null;
  return island && island.dataset.hydrated !== 'true' ? island : null;
}

/**
 * Says at once that a tap was taken (`aria-busy`), and plays it again once `ready` settles: in a
 * task of its own, after the island's state has taken in what was typed before.
 */
function holdTap(button: HTMLElement, ready: Promise<void>): void {
  button.setAttribute('aria-busy', 'true');
  ready.then(
    () =>
      setTimeout(() => {
        button.removeAttribute('aria-busy');
        button.click();
      }),
    (error: unknown) => {
      button.removeAttribute('aria-busy');
      sayNetworkError(error);
    },
  );
}

/**
 * `interaction` islands: a press or a focus inside starts hydrating; a tap on a button before the
 * island has hydrated is held and played again once it has. One listener per event for the page,
 * in the capture phase, so it sees the tap before anything else does.
 */
function hydrateOnInteraction(): void {
  const start = (event: Event) => {
    const island = waitingIsland(event.target);
    if (island) void hydrate(island);
  };
  document.addEventListener('pointerdown', start, true);
  // A file chosen or a value pasted without a focus first (assistive tools, autofill).
  document.addEventListener('input', start, true);
  document.addEventListener('change', start, true);
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof Element && event.target.matches(FIELD)) start(event);
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const island = waitingIsland(event.target);
      const button =
        event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTON) : null;
      if (!island || !button || !island.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      if (button.getAttribute('aria-busy') !== 'true') holdTap(button, hydrate(island));
    },
    true,
  );
}

/**
 * Buttons outside islands that open one (`data-opens`: the assessment dialog from a card, the
 * consent settings from the footer), the print button and the language switch: small listeners,
 * so the copy around them is never hydrated.
 */
function listenToStaticButtons(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const opener = event.target.closest<HTMLElement>('[data-opens]');
    if (opener) {
      event.preventDefault();
      opener.setAttribute('aria-busy', 'true');
      void openIsland(opener.dataset.opens as IslandName, opener.dataset.opensWith)
        .catch(sayNetworkError)
        .finally(() => opener.removeAttribute('aria-busy'));
      return;
    }
    if (event.target.closest('[data-prints]')) {
      window.print();
      return;
    }
    // The other language's page keeps this one's query and hash (a priced calculator stays
    // priced): the prerendered link cannot know them.
    const switcher = event.target.closest<HTMLAnchorElement>('a[data-keeps-address]');
    if (switcher)
      switcher.href = `${switcher.href.replace(/[?#].*$/, '')}${location.search}${location.hash}`;
  });
}

/**
 * `visible` islands hydrate as they come into view. Settles once those in view at the start have
 * hydrated. What is watched is what an island renders: its container (`display: contents`) has no
 * box of its own to intersect.
 */
function hydrateWhenVisible(): Promise<unknown> {
  const islands = [...islandsHydrating('visible')];
  if (islands.length === 0 || typeof IntersectionObserver === 'undefined')
    return Promise.all(islands.map(hydrate));
  return new Promise((settle) => {
    let first = true;
    const islandOf = (target: Element) => target.closest<HTMLElement>('[data-island]');
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = new Set(
          entries.filter((entry) => entry.isIntersecting).map((entry) => islandOf(entry.target)),
        );
        const hydrating = [...inView].flatMap((island) => (island ? [hydrate(island)] : []));
        for (const entry of entries)
          if (inView.has(islandOf(entry.target))) observer.unobserve(entry.target);
        // The first call reports every part watched: those in view at the start.
        if (first) settle(Promise.allSettled(hydrating));
        first = false;
      },
      { rootMargin: '200px' },
    );
    for (const island of islands) for (const part of island.children) observer.observe(part);
  });
}

/**
 * Starts the page's islands, each at its moment. Settles once the page answers as it should: its
 * listeners are in place and what the first screen shows of `visible` islands has hydrated.
 */
export function startIslands(): Promise<unknown> {
  hydrateOnInteraction();
  listenToStaticButtons();
  return hydrateWhenVisible();
}
