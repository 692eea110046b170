/**
 * React Router creates `Link`, `NavLink` and `Form` with top-level `forwardRef` calls and then
 * names them with `X.displayName = "X"`. A bundler must keep both statements, so the three
 * components (and the prefetching and data-router code they reach) ship to every page even when
 * the site renders none of them: about 4 kB gzipped. This marks each initializer pure with its
 * name inside, as remix-run/react-router#15299 proposes upstream.
 */
const COMPONENTS = ['Link', 'NavLink', 'Form'] as const;

/** The statements React Router 7 writes for one component, and their side-effect-free form. */
function rewrites(name: string, react: string) {
  return [
    [
      `var ${name} = ${react}.forwardRef(`,
      `var ${name} = /* @__PURE__ */ Object.assign(/* @__PURE__ */ ${react}.forwardRef(`,
    ],
    [`\n);\n${name}.displayName = "${name}";\n`, `\n), { displayName: "${name}" });\n`],
  ] as const;
}

/**
 * Rewrites the module of React Router's build that defines its DOM components; any other code is
 * left alone (`null`). Throws when that module no longer has the expected shape, so an upgrade
 * that changes it (or fixes it upstream) is noticed at build time, not in the bundle's size.
 */
export function markRouterComponentsPure(code: string): string | null {
  if (!code.includes('Link.displayName = "Link";')) return null;
  const react = /var Link = (\w+)\.forwardRef\(/.exec(code)?.[1];
  let rewritten = code;
  for (const name of COMPONENTS) {
    for (const [from, to] of rewrites(name, react ?? 'React')) {
      if (rewritten.split(from).length !== 2) {
        throw new Error(
          `react-router's ${name} no longer has the shape scripts/pure-router-components.ts rewrites; ` +
            'update or remove that step (see remix-run/react-router#15299).',
        );
      }
      rewritten = rewritten.replace(from, to);
    }
  }
  return rewritten;
}
