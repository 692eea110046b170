import { hashToKeep } from '../booking/link-token';
import { nextPaint } from '../lazy/next-paint';
import { hydrate, islandsHydrating, openIsland, sayNetworkError } from './loader';
import { prefetchIslandChunks } from './prefetch-island-chunks';
import type { IslandName } from './registry';

/** What a tap on an island that has not hydrated is held for: its buttons. */
const BUTTON = 'button, [role="button"], summary';
/** What focus on, or a change of, hydrates an island: its fields. */
const FIELD = 'input, select, textarea';

/**
 * The prerendered island an event's target is in, while it has not hydrated (whenever it was to
 * hydrate: a `visible` island still loading holds a tap as an `interaction` one does).
 */
function waitingIsland(target: EventTarget | null): HTMLElement | null {
  const island = target instanceof Element ? target.closest<HTMLElement>('[data-island-id]') : null;
  return island && island.dataset.hydrated !== 'true' ? island : null;
}

/** `target`, if it is (or is in) one of `selector`'s elements within `island`. */
function partOf(island: HTMLElement, target: EventTarget | null, selector: string) {
  const part = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
  return part && island.contains(part) ? part : null;
}

/**
 * Says at once that a tap was taken (`aria-busy`, which the global style shows), and plays it
 * again once `ready` settles: in a task of its own, after the island's state has taken in what
 * was typed before.
 */
function holdTap(button: HTMLElement, ready: Promise<void>): void {
  if (button.getAttribute('aria-busy') === 'true') return;
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
 * Hydrates an island a visitor has just touched, once the frame that answers the touch (a busy
 * button, a focus ring) has painted: its code, run at once, would hold that paint back.
 */
const hydrateAfterPaint = (island: HTMLElement) => nextPaint().then(() => hydrate(island));

/**
 * A press on a button or a focus on a field of an island that has not hydrated starts hydrating
 * it (a link in it is followed as it is); a tap on a button, or a form sent (Enter in a field),
 * before it has hydrated is held and played again once it has, so the browser never sends a form
 * itself. One listener per event for the page, in the capture phase, so it sees the tap before
 * anything else does.
 */
function hydrateOnInteraction(): void {
  const startOn = (selector: string) => (event: Event) => {
    const island = waitingIsland(event.target);
    if (island && partOf(island, event.target, selector)) void hydrateAfterPaint(island);
  };
  document.addEventListener('pointerdown', startOn(`${BUTTON}, ${FIELD}`), true);
  document.addEventListener('focusin', startOn(FIELD), true);
  // A file chosen or a value pasted without a focus first (assistive tools, autofill).
  document.addEventListener('input', startOn(FIELD), true);
  document.addEventListener('change', startOn(FIELD), true);
  document.addEventListener(
    'click',
    (event) => {
      const island = waitingIsland(event.target);
      const button = island && partOf(island, event.target, BUTTON);
      if (!island || !button) return;
      event.preventDefault();
      event.stopPropagation();
      holdTap(button, hydrateAfterPaint(island));
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const island = waitingIsland(event.target);
      if (!island || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopPropagation();
      const form = event.target;
      const sender = event.submitter instanceof HTMLElement ? event.submitter : null;
      const ready = hydrateAfterPaint(island);
      if (sender) holdTap(sender, ready);
      else void ready.then(() => setTimeout(() => form.requestSubmit()), sayNetworkError);
    },
    true,
  );
}

/**
 * The other language's page keeps this one's query and hash (on the booking-change page, the
 * link's token it keeps out of the address): the prerendered link cannot know them.
 */
function keepAddress(event: Event): void {
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>('a[data-keeps-address]')
      : null;
  if (link) link.href = `${link.href.replace(/[?#].*$/, '')}${location.search}${hashToKeep()}`;
}

/**
 * Buttons outside islands that open one (`data-opens`: the assessment dialog from a card, the
 * careers popup from a position), the print button and the language switch: small listeners,
 * so the copy around them is never hydrated.
 */
function listenToStaticButtons(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const opener = event.target.closest<HTMLElement>('[data-opens]');
    if (opener) {
      event.preventDefault();
      // Some browsers (Safari) do not focus a clicked button; the dialog returns focus to what
      // had it when it opened, so the opener takes it first.
      opener.focus({ preventScroll: true });
      opener.setAttribute('aria-busy', 'true');
      void openIsland(opener.dataset.opens as IslandName, opener.dataset.opensWith)
        .catch(sayNetworkError)
        .finally(() => opener.removeAttribute('aria-busy'));
      return;
    }
    if (event.target.closest('[data-prints]')) window.print();
  });
  // Every way a link is followed or copied: a click, a middle click, the menu, the keyboard.
  for (const type of ['pointerdown', 'click', 'auxclick', 'contextmenu', 'focusin'])
    document.addEventListener(type, keepAddress, true);
}

/**
 * `visible` islands hydrate as they come into view. Settles once those in view at the start have
 * hydrated. What is watched is what an island renders: its container (`display: contents`) has no
 * box of its own to intersect; an island that renders no element hydrates at once.
 */
function hydrateWhenVisible(): Promise<unknown> {
  const islands = [...islandsHydrating('visible')];
  const watched = islands.filter((island) => island.children.length > 0);
  const atOnce = islands.filter((island) => !watched.includes(island)).map(hydrate);
  if (watched.length === 0 || typeof IntersectionObserver === 'undefined')
    return Promise.allSettled([...atOnce, ...watched.map(hydrate)]);
  return new Promise((settle) => {
    let first = true;
    const islandOf = (target: Element) => target.closest<HTMLElement>('[data-island]');
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = new Set(
          entries.flatMap((entry) => {
            const island = entry.isIntersecting ? islandOf(entry.target) : null;
            return island ? [island] : [];
          }),
        );
        for (const island of inView) for (const part of island.children) observer.unobserve(part);
        const hydrating = [...inView].map(hydrate);
        // The first call reports every part watched: those in view at the start.
        if (first) settle(Promise.allSettled([...atOnce, ...hydrating]));
        first = false;
      },
      { rootMargin: '200px' },
    );
    for (const island of watched) for (const part of island.children) observer.observe(part);
  });
}

/**
 * Starts the page's islands, each at its moment. Settles once the page answers as it should: its
 * listeners are in place and what the first screen shows of `visible` islands has hydrated. The
 * listeners are there at once (a tap is held from the start). The entry runs after the page's
 * first paint (`src/head/entry-loader.ts`), so no island's code is requested before it.
 */
export async function startIslands(): Promise<unknown> {
  hydrateOnInteraction();
  listenToStaticButtons();
  const inView = hydrateWhenVisible();
  prefetchIslandChunks();
  return inView;
}
