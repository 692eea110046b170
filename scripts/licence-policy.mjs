// The licence check's decisions, apart from where the licences come from (licences.mjs): whether
// an SPDX licence expression is allowed by the allow-list, and which packages of a
// `pnpm licenses list --json` report are not.

/**
 * Parses an SPDX expression (`MIT`, `(MIT OR Apache-2.0)`, `MIT AND Zlib`,
 * `GPL-2.0-only WITH Classpath-exception-2.0`) into `{ or }`, `{ and }` and `{ licence }` nodes.
 * AND binds tighter than OR, as SPDX says. Throws on anything that is not such an expression.
 */
export function parseLicence(expression) {
  const tokens = expression.match(/[()]|[^\s()]+/g) ?? [];
  const operator = (token) => ['AND', 'OR', 'WITH'].find((op) => op === token?.toUpperCase());
  let next = 0;
  const fail = () => {
    throw new Error(`not an SPDX licence expression: ${JSON.stringify(expression)}`);
  };
  const term = () => {
    const token = tokens[next++];
    if (token === '(') {
      const inner = anyOf();
      if (tokens[next++] !== ')') fail();
      return inner;
    }
    if (token === undefined || token === ')' || operator(token)) fail();
    if (operator(tokens[next]) !== 'WITH') return { licence: token };
    const exception = tokens[next + 1];
    if (exception === undefined || exception === '(' || exception === ')' || operator(exception))
      fail();
    next += 2;
    // An exception changes the terms: it is allowed only as listed whole.
    return { licence: `${token} WITH ${exception}` };
  };
  const sequence = (op, part, key) => () => {
    const parts = [part()];
    while (operator(tokens[next]) === op) {
      next += 1;
      parts.push(part());
    }
    return parts.length === 1 ? parts[0] : { [key]: parts };
  };
  const allOf = sequence('AND', term, 'and');
  const anyOf = sequence('OR', allOf, 'or');
  const tree = anyOf();
  if (next !== tokens.length) fail();
  return tree;
}

/** Whether `expression` is allowed: an OR when one side is, an AND when every side is. */
export function licenceAllowed(expression, allowed) {
  const allows = (node) =>
    node.or ? node.or.some(allows) : node.and ? node.and.every(allows) : allowed.has(node.licence);
  try {
    return allows(parseLicence(expression));
  } catch {
    return false; // "SEE LICENSE IN …", "UNKNOWN", a typo: nobody has decided on it
  }
}

/**
 * The packages of a `pnpm licenses list --json` report (licence → packages) whose licence the
 * allow-list does not allow, leaving out the workspace's own packages.
 */
export function disallowedPackages(report, allowed, workspaceNames) {
  return Object.entries(report).flatMap(([licence, packages]) =>
    packages
      .filter((pkg) => !workspaceNames.has(pkg.name))
      .map((pkg) => ({ name: pkg.name, versions: pkg.versions, licence: pkg.license ?? licence }))
      .filter((pkg) => !licenceAllowed(pkg.licence, allowed)),
  );
}
