/**
 * The attribute of the page's one inline script that names the entry module, which the script
 * imports after the page's first paint. Tools find the entry by it (`script[data-entry]`).
 */
export const ENTRY_ATTRIBUTE = 'data-entry';

/**
 * The inline script that starts the page's code once the prerendered page has painted: its first
 * contentful paint reported, or a second after the load where no paint is (a browser without
 * paint timing, a page opened in a background tab). The paint needs no script, and a request
 * that ends before it is one Lighthouse's simulated LCP puts on the path to it, whatever its
 * priority: a `<script type="module" src>` did, in about half the runs, when it loaded before the
 * paint. The text is fixed, so that the CSP allows it by one hash (`server/security-headers.ts`)
 * and inline JavaScript stays refused; the entry's address is read from {@link ENTRY_ATTRIBUTE}.
 * It is a module script, which runs once the document is parsed, as the entry did: the page can
 * paint before, and the entry finds every element it looks for.
 */
export const ENTRY_LOADER = `
const entry = document.querySelector('script[${ENTRY_ATTRIBUTE}]').getAttribute('${ENTRY_ATTRIBUTE}');
let load = () => { load = () => {}; import(entry); };
new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) load(); })
  .observe({ type: 'paint', buffered: true });
addEventListener('load', () => setTimeout(() => load(), 1000));
`;

/**
 * The loader's tag for an entry module at `src` (a path the build wrote, needing no escaping).
 *
 * @example
 * entryLoaderHtml('/assets/abc.js') === `<script type="module" data-entry="/assets/abc.js">${ENTRY_LOADER}</script>`; // => true
 */
export const entryLoaderHtml = (src: string) =>
  `<script type="module" ${ENTRY_ATTRIBUTE}="${src}">${ENTRY_LOADER}</script>`;
