import {
  compile,
  middleware,
  RULESET,
  rulesheet,
  serialize,
  stringify,
  type Middleware,
} from 'stylis';

/**
 * The rules styled-components writes for `css` under `selector` (a class, or a keyframes name
 * with the `@keyframes` prefix): the nesting resolved by stylis, one string per rule, as its
 * stylis instance without plugins writes them. styled-components first strips comments and
 * drops unbalanced braces; that pass is left out, since the templates reach here minified by the
 * build and their interpolations are theme tokens and `css` blocks (a value holding `//` or a
 * stray `}` would need it).
 *
 * @example
 * formatRules('color:red;&:hover{color:blue;}', '.a', '', 'sc-x'); // => ['.a{color:red;}', '.a:hover{color:blue;}']
 * formatRules('to{opacity:0;}', 'fade', '@keyframes'); // => ['@keyframes fade{to{opacity:0;}}']
 */
export function formatRules(
  css: string,
  selector: string,
  prefix = '',
  componentId = '&',
): string[] {
  let selfReferences: RegExp | undefined;
  // A selector naming the element twice with something between (`& + &`) names it by the
  // component's id, as styled-components does, so it holds between any two of its elements.
  const selfReference: Middleware = (element) => {
    if (element.type !== RULESET || !element.value.includes('&')) return;
    const props = element.props as string[];
    const [first = ''] = props;
    selfReferences ??= new RegExp(`\\${selector}\\b`, 'g');
    props[0] = first
      .replace(/&/g, selector)
      .replace(selfReferences, (match, _offset: number, whole: string) =>
        whole.startsWith(selector) &&
        whole.endsWith(selector) &&
        whole.replaceAll(selector, '').length > 0
          ? `.${componentId}`
          : match,
      );
  };
  const rules: string[] = [];
  serialize(
    compile(`${prefix} ${selector} { ${css} }`),
    middleware([selfReference, stringify, rulesheet((rule) => void rules.push(rule))]),
  );
  return rules;
}
