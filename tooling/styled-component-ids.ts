/**
 * styled-components numbers the components it meets, in the order modules run, and derives each
 * class name from that number. The prerender runs every page's modules in one order, a browser
 * runs the entry and then one page's chunks in another, so the numbers differ: the browser makes
 * a second class name for every element, injects every rule a second time while it hydrates, and
 * the cascade follows the browser's order instead of the page's. The babel plugin of
 * styled-components fixes this by naming each component; this does the same, with a name taken
 * from the file and the variable, so both builds give one component one name.
 */

/**
 * Oxc's styled-components transform, run after the names are given: it minifies the CSS of every
 * template (comments and whitespace out), as the babel plugin does by default. Its own naming
 * stays off (`ssr`, `displayName`): it numbers components within a file, so adding one renames
 * the ones below it, and the name above is already the one both builds agree on.
 */
export const styledComponentsTransform = { ssr: false, displayName: false, minify: true } as const;

/** `const Name = styled.tag` or `const Name = styled(Component)`, not named yet. */
const DECLARATION =
  /\b(const|let|var)(\s+)([A-Za-z_$][\w$]*)(\s*=\s*)styled(\.[A-Za-z]\w*\b|\((?:[^()]|\([^()]*\))*\))(?!\.withConfig)/g;

/** A short, stable hash (FNV-1a, base 36). */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/**
 * Gives every styled component declared in `code` a fixed `componentId`, made from `file` (the
 * module's path from the repository root, the same in every build) and the variable's name.
 *
 * @example
 * addStyledComponentIds('const Box = styled.div`color: red;`;', 'ui/Box.tsx'); // => "const Box = styled.div.withConfig({ componentId: 'sc-q0xicn' })`color: red;`;"
 * addStyledComponentIds('const Tabs = styled(TabList<View>)``;', 'a.tsx'); // => "const Tabs = styled(TabList<View>).withConfig({ componentId: 'sc-trwuk5' })``;"
 */
export function addStyledComponentIds(code: string, file: string): string {
  return code.replace(
    DECLARATION,
    (_match, keyword: string, space: string, name: string, assign: string, target: string) =>
      `${keyword}${space}${name}${assign}styled${target}.withConfig({ componentId: 'sc-${hash(`${file}:${name}`)}' })`,
  );
}
