/**
 * React Router defines some components with top-level calls and then sets a static on them
 * (`Link.displayName = "Link"`, `RenderErrorBoundary.contextType = …`, `React.memo(DataRoutes)`).
 * A bundler must keep such statements, so these components, and the data-router, prefetching and
 * route-matching code they reach, ship to every page even though the site renders none of them:
 * about 6 kB gzipped. This marks each initializer pure with its static inside, as
 * remix-run/react-router#15299 proposes upstream.
 */

/** One statement React Router 7 writes, and its side-effect-free form. */
interface Rewrite {
  /** The component the statement defines, named in the error when it is not found. */
  readonly component: string;
  readonly from: RegExp;
  readonly to: string;
}

/** `var X = React.forwardRef(…); X.displayName = "X";` → one pure `Object.assign`. */
const forwardRefWithName = (name: string): Rewrite[] => [
  {
    component: name,
    from: new RegExp(`var ${name} = (\\w+)\\.forwardRef\\(`),
    to: `var ${name} = /* @__PURE__ */ Object.assign(/* @__PURE__ */ $1.forwardRef(`,
  },
  {
    component: name,
    from: new RegExp(`\\n\\);\\n${name}\\.displayName = "${name}";\\n`),
    to: `\n), { displayName: "${name}" });\n`,
  },
];

const REWRITES: readonly Rewrite[] = [
  ...['Link', 'NavLink', 'Form'].flatMap(forwardRefWithName),
  {
    component: 'MemoizedDataRoutes',
    from: /var MemoizedDataRoutes = (\w+)\.memo\(/,
    to: 'var MemoizedDataRoutes = /* @__PURE__ */ $1.memo(',
  },
  {
    component: 'RenderErrorBoundary',
    from: /var RenderErrorBoundary = class extends /,
    to: 'var RenderErrorBoundary = /* @__PURE__ */ Object.assign(class extends ',
  },
  {
    component: 'RenderErrorBoundary',
    from: /\n};\nRenderErrorBoundary\.contextType = (\w+);\n/,
    to: '\n}, { contextType: $1 });\n',
  },
];

/**
 * Rewrites the module of React Router's build that defines its components; any other code is
 * left alone (`null`). Throws when that module no longer has the expected shape, so an upgrade
 * that changes it (or fixes it upstream) is noticed at build time, not in the bundle's size.
 */
export function markRouterComponentsPure(code: string): string | null {
  if (!code.includes('Link.displayName = "Link";')) return null;
  return REWRITES.reduce((rewritten, { component, from, to }) => {
    const matches = rewritten.match(new RegExp(from.source, 'g'))?.length ?? 0;
    if (matches !== 1) {
      throw new Error(
        `react-router's ${component} no longer has the shape scripts/pure-router-components.ts rewrites; ` +
          'update or remove that step (see remix-run/react-router#15299).',
      );
    }
    return rewritten.replace(from, to);
  }, code);
}
