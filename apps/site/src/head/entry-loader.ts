/**
 * The attribute of the entry loader's script that names the entry module. Tools find the entry
 * by it (`script[data-entry]`).
 */
export const ENTRY_ATTRIBUTE = 'data-entry';

/**
 * The inline script that starts the page's code once the prerendered page has painted: its first
 * contentful paint reported, the visitor's first touch, key or focus, or a second after the load,
 * whichever comes first (a browser without paint timing, or a page opened in a background tab,
 * reports no paint). The paint needs no script, and a request that ends before it is one
 * Lighthouse's simulated LCP puts on the path to it, whatever its priority: a
 * `<script type="module" src>` did, in about half the runs, when it loaded before the paint.
 * This holds while a page's largest paint is its first, as on every page today (no image, no web
 * font): a later one would put the entry back on its path.
 *
 * A tap on a button before the entry has run is answered at once (`aria-busy`, as the entry's
 * own held taps are) and played again once it has run, for the entry to take; so is a form sent
 * (Enter in a field), which the browser would otherwise send itself, the visitor's answers in the
 * address. The text is fixed, so that the CSP allows it by one hash
 * (`server/security-headers.ts`) and any other inline script stays refused; the entry's address
 * is read from {@link ENTRY_ATTRIBUTE}. It is a module script, which runs once the document is
 * parsed, as the entry did: the entry finds every element it looks for.
 */
export const ENTRY_LOADER = `
const entry = document.querySelector('script[${ENTRY_ATTRIBUTE}]').getAttribute('${ENTRY_ATTRIBUTE}');
const cues = ['pointerdown', 'keydown', 'focusin'];
let held = null;
const hold = (button) => {
  if (!button) return;
  held?.removeAttribute('aria-busy');
  held = button;
  held.setAttribute('aria-busy', 'true');
};
const holdTap = (event) => hold(event.target.closest?.('button'));
const holdForm = (event) => {
  event.preventDefault();
  hold(event.submitter);
};
const played = () => {
  removeEventListener('click', holdTap, true);
  removeEventListener('submit', holdForm, true);
  held?.removeAttribute('aria-busy');
  held?.click();
};
let load = () => {
  load = () => {};
  for (const cue of cues) removeEventListener(cue, start, true);
  import(entry).then(played);
};
const start = () => load();
addEventListener('click', holdTap, true);
addEventListener('submit', holdForm, true);
for (const cue of cues) addEventListener(cue, start, true);
addEventListener('load', () => setTimeout(start, 1000));
try {
  new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) start(); })
    .observe({ type: 'paint', buffered: true });
} catch {}
`;

/**
 * The loader's tag for an entry module at `src` (a path the build wrote, needing no escaping).
 *
 * @example
 * entryLoaderHtml('/assets/abc.js') === `<script type="module" data-entry="/assets/abc.js">${ENTRY_LOADER}</script>`; // => true
 */
export const entryLoaderHtml = (src: string) =>
  `<script type="module" ${ENTRY_ATTRIBUTE}="${src}">${ENTRY_LOADER}</script>`;
