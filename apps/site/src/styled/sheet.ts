/**
 * The page's styles as the prerender wrote them (`<style data-styled>`), and the few rules the
 * browser adds for what the page did not show (an error, another variant, a dialog).
 */

/** styled-components' marker after each component's rules: its id and the classes it wrote. */
const MARKER = /data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}/g;

let written: Map<string, Set<string>> | undefined;

/** Each component's classes in the page, read once from the prerendered style tags. */
function classesInPage(): Map<string, Set<string>> {
  if (written) return written;
  written = new Map();
  if (typeof document === 'undefined') return written;
  for (const style of document.querySelectorAll('style[data-styled]')) {
    for (const [, id = '', names = ''] of style.textContent.matchAll(MARKER)) {
      written.set(id, new Set(names.split(',').filter(Boolean)));
    }
  }
  return written;
}

/** Whether the page has the rules of class `name` of component (or keyframes) `id`. */
export function hasStyle(id: string, name: string): boolean {
  return classesInPage().get(id)?.has(name) ?? false;
}

/**
 * Adds the rules of class `name` of component `id` to the prerendered style tag: just before the
 * component's marker, so that they cascade in the place the prerender gave the component (after
 * the components it extends), or at the end for a component the page did not show.
 */
export function addStyle(id: string, name: string, rules: readonly string[]): void {
  const classes = classesInPage();
  classes.set(id, (classes.get(id) ?? new Set()).add(name));
  if (typeof document === 'undefined') return;
  const { sheet } = styleTag();
  if (!sheet) return;
  const marker = `[id="${id}"]`;
  let at = sheet.cssRules.length;
  for (let i = 0; i < sheet.cssRules.length; i++) {
    const rule = sheet.cssRules[i];
    if (rule instanceof CSSStyleRule && rule.selectorText.endsWith(marker)) at = i;
  }
  for (const rule of rules) {
    try {
      sheet.insertRule(rule, at++);
    } catch {
      // A rule this browser does not understand is one it could not apply: styled-components
      // drops it the same way.
      at--;
    }
  }
}

let tag: HTMLStyleElement | undefined;

/** The prerendered style tag (every page has one), or one made for a page that has none. */
function styleTag(): HTMLStyleElement {
  tag ??=
    document.querySelector<HTMLStyleElement>('style[data-styled]') ??
    document.head.appendChild(document.createElement('style'));
  return tag;
}
