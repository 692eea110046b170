/**
 * The page's styles as the prerender wrote them (`<style data-styled>`, one per page), and the few
 * rules the browser adds for what the page did not show (an error, another variant, a dialog).
 */

/** styled-components' marker after each component's rules, naming the component. */
const MARKER = /^data-styled\.g\d+\[id="([^"]+)"\]$/;

/** The style tag's rules in groups, one per component, as styled-components wrote them. */
interface PageStyles {
  readonly sheet: CSSStyleSheet | undefined;
  /** The components in the order their groups stand in the tag. */
  readonly order: string[];
  /** How many rules each group holds, its marker last. */
  readonly sizes: number[];
  /** Each component's classes whose rules the page has. */
  readonly classes: Map<string, Set<string>>;
}

let styles: PageStyles | undefined;

/** The page's style tag read once: its groups, and the classes each marker lists. */
function pageStyles(): PageStyles {
  if (styles) return styles;
  const tag =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLStyleElement>('style[data-styled]') ??
        document.head.appendChild(document.createElement('style')));
  styles = { sheet: tag?.sheet ?? undefined, order: [], sizes: [], classes: new Map() };
  let size = 0;
  for (const rule of styles.sheet?.cssRules ?? []) {
    size++;
    const id = rule instanceof CSSStyleRule && MARKER.exec(rule.selectorText)?.[1];
    if (!id) continue;
    styles.order.push(id);
    styles.sizes.push(size);
    size = 0;
    // The marker's content lists the component's classes: "a,b,".
    styles.classes.set(id, new Set(rule.style.content.slice(1, -1).split(',').filter(Boolean)));
  }
  return styles;
}

/** Whether the page has the rules of class `name` of component (or keyframes) `id`. */
export function hasStyle(id: string, name: string): boolean {
  return pageStyles().classes.get(id)?.has(name) ?? false;
}

/**
 * Adds the rules of class `name` of component `id` to the page's style tag: at the end of the
 * component's group, before its marker, so that they cascade in the place the prerender gave the
 * component (after the components it extends); after every group for a component the page did
 * not show, as styled-components places a group it meets first in the browser.
 */
export function addStyle(id: string, name: string, rules: readonly string[]): void {
  const { sheet, order, sizes, classes } = pageStyles();
  classes.set(id, (classes.get(id) ?? new Set()).add(name));
  if (!sheet) return;
  const group = order.indexOf(id);
  let at =
    group < 0 ? sheet.cssRules.length : sizes.slice(0, group + 1).reduce((a, b) => a + b) - 1;
  for (const rule of rules) {
    try {
      sheet.insertRule(rule, at++);
      if (group >= 0) sizes[group] = (sizes[group] ?? 0) + 1;
    } catch {
      // A rule this browser does not understand is one it could not apply: styled-components
      // drops it the same way.
      at--;
    }
  }
}
