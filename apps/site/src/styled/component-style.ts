import { componentHash, joinClasses, styleClassName } from './class-names.ts';
import { formatRules } from './format.ts';
import { flatten, type RenderContext } from './rules.ts';
import { ensureStyle, nextDefinition } from './sheet.ts';

/**
 * A styled component's rules, and the classes they give an element: the classes of the component
 * it extends, then one of its own named from its evaluated CSS (none when that is empty), whose
 * rules are added to the page unless the page has them.
 */
export class ComponentStyle {
  private readonly hash: number;
  /** When the component was defined: where its rules go among those the page lacked. */
  private readonly defined = nextDefinition();
  private readonly names = new Map<string, string>();

  constructor(
    private readonly rules: readonly unknown[],
    readonly componentId: string,
    private readonly base?: ComponentStyle,
  ) {
    this.hash = componentHash(componentId);
  }

  classNames(context: RenderContext): string {
    const base = this.base?.classNames(context) ?? '';
    let css = '';
    for (const rule of this.rules)
      css += typeof rule === 'string' ? rule : flatten(rule, context).join('');
    if (!css) return base;
    let name = this.names.get(css);
    if (!name) this.names.set(css, (name = styleClassName(this.hash, css)));
    ensureStyle(this.componentId, name, this.defined, () =>
      formatRules(css, `.${name}`, '', this.componentId),
    );
    return joinClasses(base, name);
  }
}
