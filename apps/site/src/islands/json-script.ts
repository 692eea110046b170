/**
 * A `<script type="application/json">` the prerender writes for the page's code to read: data,
 * never run (the CSP's `script-src` does not apply to it), its `<` escaped so that nothing in it
 * can end the element.
 *
 * @example
 * jsonScript('chunks', ['</script>']); // => '<script type="application/json" id="chunks">["\\u003c/script>"]</script>'
 */
export const jsonScript = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** What the prerender wrote in the page's {@link jsonScript} of `id`, or `fallback` when it wrote none. */
export function readJsonScript<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : fallback;
}
