import { createElement, forwardRef, type ElementType, type Ref } from 'react';
import { joinClasses } from './class-names.ts';
import { ComponentStyle } from './component-style.ts';
import { css, type RenderContext } from './rules.ts';

/** What a styled component carries beside its render, as styled-components' own do. */
interface StyledStatics {
  readonly styledComponentId: string;
  /** The ids of the styled components it extends, whose classes its elements carry too. */
  readonly foldedComponentIds: string;
  readonly componentStyle: ComponentStyle;
  /** The element or component it renders (the one its base renders, for an extension). */
  readonly target: ElementType;
}

type Props = Record<string, unknown>;

const NO_THEME = {};

const isStyled = (target: unknown): target is StyledStatics =>
  typeof (target as Partial<StyledStatics>).styledComponentId === 'string';

/**
 * A component rendering `target` with the classes of `rules`, made as styled-components makes
 * it, prop for prop, so that an element hydrates with the very attributes the prerender wrote:
 * transient (`$`) props and `as` are not passed on, `forwardedAs` is passed on as `as`, and the
 * class list is the extended components' ids, its own id, its generated classes, then the
 * caller's `className`.
 */
function createStyledComponent(target: ElementType, componentId: string, rules: unknown[]) {
  const base = isStyled(target) ? target : undefined;
  const componentStyle = new ComponentStyle(rules, componentId, base?.componentStyle);
  const foldedComponentIds = base
    ? joinClasses(base.foldedComponentIds, base.styledComponentId)
    : '';
  const renders = base ? base.target : target;

  function render(props: Props, ref: Ref<Element>) {
    const theme = (props.theme as object | undefined) || NO_THEME;
    const context: Props & RenderContext = { ...props, className: undefined, theme };
    if (typeof props.className === 'string') context.className = props.className;
    const generated = componentStyle.classNames(context);
    const element = (context.as as ElementType | undefined) || renders;
    const isTag = typeof element === 'string';
    const forwarded: Props = {};
    for (const key in context) {
      if (key[0] === '$' || key === 'as' || key === 'theme') continue;
      if (key === 'forwardedAs') {
        if (context.forwardedAs !== undefined) forwarded.as = context.forwardedAs;
      } else if (context[key] !== undefined) forwarded[key] = context[key];
      else if (key !== 'className' && !isTag) forwarded[key] = undefined;
    }
    let classes = joinClasses(foldedComponentIds, componentId);
    if (generated) classes += ` ${generated}`;
    if (context.className) classes += ` ${context.className as string}`;
    forwarded[isTag && element.includes('-') ? 'class' : 'className'] = classes;
    if (ref) forwarded.ref = ref;
    return createElement(element, forwarded);
  }

  const component = Object.assign(forwardRef(render), {
    styledComponentId: componentId,
    foldedComponentIds,
    componentStyle,
    target: renders,
  } satisfies StyledStatics);
  Object.defineProperty(component, 'toString', { value: () => `.${componentId}` });
  return component;
}

/**
 * A styled template for `target`, and `withConfig` for the `componentId` the build gives each
 * component (the one option it writes; the lint forbids the others, and `attrs`).
 */
interface StyledTemplate {
  (
    strings: TemplateStringsArray,
    ...interpolations: unknown[]
  ): ReturnType<typeof createStyledComponent>;
  withConfig(options: { readonly componentId: string }): StyledTemplate;
}

function template(target: ElementType, componentId?: string): StyledTemplate {
  const make = (strings: TemplateStringsArray, ...interpolations: unknown[]) => {
    // styled-components would number an unnamed component in the order modules run, which the
    // browser's chunks do not share with the prerender: every component is named by the build.
    if (!componentId)
      throw new Error('A styled component has no componentId (the build names each)');
    return createStyledComponent(target, componentId, css(strings, ...interpolations));
  };
  return Object.assign(make, {
    withConfig: (options: { readonly componentId: string }) =>
      template(target, options.componentId),
  });
}

/** `styled(Component)` and `styled.tag`. */
export const styled = new Proxy(template, {
  get: (make, tag) => (typeof tag === 'string' ? make(tag as ElementType) : undefined),
}) as typeof template & Readonly<Record<string, StyledTemplate>>;
