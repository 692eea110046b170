/**
 * The page's styles as the prerender wrote them (`<style data-styled>`, one per page), and the few
 * rules the browser adds for what the page did not show (an error, another variant, a dialog).
 */

/** styled-components' marker after each component's rules, naming the component. */
const MARKER = /^data-styled\.g\d+\[id="([^"]+)"\]$/;

/** One component's (or keyframes rule's) rules in the tag. */
interface Group {
  readonly id: string;
  /** How many rules it holds, its marker included. */
  size: number;
  /** When the browser defined it, for a group the page lacked (the page's own end in a marker). */
  readonly defined?: number;
}

/** The style tag's groups in order, and each component's classes whose rules it holds. */
interface PageStyles {
  readonly sheet: CSSStyleSheet;
  readonly groups: Group[];
  readonly classes: Map<string, Set<string>>;
}

let definitions = 0;

/**
 * The order in which the browser defines styled components and keyframes rules, as
 * styled-components registers them: a component is defined after the components it extends or
 * renders, so its rules, placed after theirs, win the cascade as the prerender's do.
 */
export const nextDefinition = (): number => definitions++;

let styles: PageStyles | undefined;

/** The page's style tag read once: its groups, and the classes each marker lists. */
function pageStyles(): PageStyles {
  if (styles) return styles;
  const tag =
    document.querySelector<HTMLStyleElement>('style[data-styled]') ??
    document.head.appendChild(document.createElement('style'));
  if (!tag.sheet) throw new Error('The page’s style tag has no style sheet');
  styles = { sheet: tag.sheet, groups: [], classes: new Map() };
  let size = 0;
  for (const rule of styles.sheet.cssRules) {
    size++;
    const id = rule instanceof CSSStyleRule && MARKER.exec(rule.selectorText)?.[1];
    if (!id) continue;
    styles.groups.push({ id, size });
    size = 0;
    // The marker's content lists the component's classes: "a,b,".
    styles.classes.set(id, new Set(rule.style.content.slice(1, -1).split(',').filter(Boolean)));
  }
  return styles;
}

/**
 * Makes sure the page has the rules of class `name` of component (or keyframes) `id`, defined
 * `defined`th: where it lacks them, `format`s them and adds them to the page's style tag at the
 * end of the component's group, before its marker where the page has one, so that they cascade
 * in the place the prerender gave the component; for a component the page lacked, in a group of
 * its own after the page's, among such groups in the order of definition.
 */
export function ensureStyle(
  id: string,
  name: string,
  defined: number,
  format: () => readonly string[],
): void {
  const { sheet, groups, classes } = pageStyles();
  const names = classes.get(id) ?? new Set();
  if (names.has(name)) return;
  classes.set(id, names.add(name));
  const rules = format();
  let group = groups.find((candidate) => candidate.id === id);
  if (!group) {
    group = { id, size: 0, defined };
    const later = groups.findIndex(
      (other) => other.defined !== undefined && other.defined > defined,
    );
    groups.splice(later < 0 ? groups.length : later, 0, group);
  }
  let at = group.defined === undefined ? -1 : 0;
  for (const other of groups) {
    at += other.size;
    if (other === group) break;
  }
  for (const rule of rules) {
    try {
      sheet.insertRule(rule, at);
    } catch {
      // A rule this browser does not understand is one it could not apply: styled-components
      // drops it the same way.
      continue;
    }
    at++;
    group.size++;
  }
}
