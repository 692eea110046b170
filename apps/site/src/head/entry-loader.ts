/** The key of the loader script's `dataset` that names the entry module. */
const ENTRY_KEY = 'entry';

/**
 * The attribute of the entry loader's script that names the entry module. Tools find the entry
 * by it (`script[data-entry]`).
 */
export const ENTRY_ATTRIBUTE = `data-${ENTRY_KEY}`;

/**
 * The inline script that starts the page's code once the prerendered page has painted: its first
 * contentful paint reported, or a second after the load where none is (a browser without paint
 * timing, a page opened in a background tab). The paint needs no script, and a request that ends
 * before it is one Lighthouse's simulated LCP puts on the path to it, whatever its priority: a
 * `<script type="module" src>` did, in about half the runs, when it loaded before the paint.
 * This holds while a page's largest paint is its first, as on every page today (no image, no web
 * font): a later one would put the entry back on its path.
 *
 * A tap on a button before the entry has run is answered at once (`aria-busy`, as the entry's
 * own held taps are) and played again once it has run, for the entry to take; so is a form sent
 * (Enter in a field), which the browser would otherwise send itself, the visitor's answers in the
 * address. A tap also starts the entry, where it has not started, so that a tap before the paint
 * (or where none is reported) waits for nothing else. When the entry fails to arrive (a dropped
 * connection), the held button is let go, no longer busy, and the next tap asks for the entry
 * again, at its own address: a failed fetch is not kept (whatwg/html#10327; the Chromium the tests
 * run fetches it anew), and under a fresh address the entry would run twice, the islands' chunks
 * importing it by its own. Where a browser keeps the failure, each tap is only let go.
 * The text is fixed, so that the CSP allows it by one hash (`server/security-headers.ts`) and any
 * other inline script stays refused; the entry's address is read from {@link ENTRY_ATTRIBUTE}.
 * It is a module script, which runs once the document is parsed, as the entry did: the entry
 * finds every element it looks for. It is written small, its parts said beside them: every page
 * carries it (0.4 kB gzipped, counted by the size report).
 */
export const ENTRY_LOADER = [
  // e: the entry's address; h: the button a held tap or form is played on.
  `const e=document.querySelector("[${ENTRY_ATTRIBUTE}]").dataset.${ENTRY_KEY};let h,`,
  // l: starts the entry unless it is loading or has run (it is L until then, and again after a
  // failure, which lets the held button go); once it has run, taps and forms are let be, and the
  // held one is played.
  'L=()=>{l=()=>{};import(e).then(()=>{removeEventListener("click",t,!0);',
  'removeEventListener("submit",f,!0);h?.removeAttribute("aria-busy");h?.click()},',
  '()=>{l=L;h?.removeAttribute("aria-busy");h=null})},l=L;',
  // b: holds a button, busy, and starts the entry; t: a tap; f: a form sent (by its button, or
  // Enter).
  'const b=x=>{x&&(h?.removeAttribute("aria-busy"),(h=x).setAttribute("aria-busy",!0));l()},',
  't=v=>b(v.target.closest?.("button")),f=v=>{v.preventDefault();b(v.submitter)};',
  'addEventListener("click",t,!0);addEventListener("submit",f,!0);',
  // A second after the load, where no paint is reported; and at the first contentful paint.
  'addEventListener("load",()=>setTimeout(()=>l(),1e3));',
  'try{new PerformanceObserver(p=>p.getEntriesByName("first-contentful-paint")[0]&&l())',
  '.observe({type:"paint",buffered:!0})}catch{}',
].join('');

/**
 * The loader's tag for an entry module at `src` (a path the build wrote, needing no escaping).
 *
 * @example
 * entryLoaderHtml('/assets/abc.js') === `<script type="module" data-entry="/assets/abc.js">${ENTRY_LOADER}</script>`; // => true
 */
export const entryLoaderHtml = (src: string) =>
  `<script type="module" ${ENTRY_ATTRIBUTE}="${src}">${ENTRY_LOADER}</script>`;
