import { keyframesName } from './class-names.ts';
import { formatRules } from './format.ts';
import { ensureStyle, nextDefinition } from './sheet.ts';

/** What a render passes to a template's functions: the component's props and its theme. */
export interface RenderContext {
  readonly theme: object;
  readonly [prop: string]: unknown;
}

/** A styled component, as a template interpolates it: a selector for its elements. */
export interface StyledReference {
  readonly styledComponentId: string;
}

/** A `keyframes` rule: its name once its rules are in the page. */
export class Keyframes {
  readonly id: string;
  readonly defined = nextDefinition();
  constructor(
    readonly name: string,
    readonly rules: string,
  ) {
    this.id = `sc-keyframes-${name}`;
  }
}

const isStyledReference = (chunk: object): chunk is StyledReference =>
  typeof (chunk as Partial<StyledReference>).styledComponentId === 'string';

/**
 * A template's parts as text, as styled-components flattens them: `false`, `null`, `undefined`
 * and `''` say nothing, a styled component is its selector, a keyframes rule its name. Without a
 * render context (a template being defined) functions and keyframes stay as they are; with one
 * (a render), functions are called with it and keyframes are added to the page.
 */
export function flatten(chunk: unknown, context?: RenderContext, into: unknown[] = []): unknown[] {
  if (chunk === undefined || chunk === null || chunk === false || chunk === '') return into;
  if (typeof chunk === 'function') {
    const part = chunk as ((context: RenderContext) => unknown) & {
      prototype?: { isReactComponent?: unknown };
    };
    if (context && !part.prototype?.isReactComponent) return flatten(part(context), context, into);
    into.push(part);
  } else if (Array.isArray(chunk)) {
    for (const part of chunk) flatten(part, context, into);
  } else if (typeof chunk === 'object' && isStyledReference(chunk)) {
    into.push(`.${chunk.styledComponentId}`);
  } else if (chunk instanceof Keyframes) {
    if (!context) into.push(chunk);
    else {
      ensureStyle(chunk.id, chunk.name, chunk.defined, () =>
        formatRules(chunk.rules, chunk.name, '@keyframes'),
      );
      into.push(chunk.name);
    }
  } else if (typeof chunk === 'object' && chunk.toString === Object.prototype.toString) {
    // styled-components writes a plain object as declarations; nothing here interpolates one.
    throw new TypeError('The site’s styled runtime takes CSS text, not style objects');
  } else {
    into.push((chunk as { toString(): string }).toString());
  }
  return into;
}

/**
 * `css`: a template's text and interpolations in order, flattened without a render.
 *
 * @example
 * css`color: ${'red'};`; // => ['color: ', 'red', ';']
 */
export function css(strings: TemplateStringsArray, ...interpolations: unknown[]): unknown[] {
  const parts: unknown[] = [strings[0]];
  interpolations.forEach((value, i) => parts.push(value, strings[i + 1]));
  return flatten(parts);
}

/**
 * `keyframes`: a rule named from its text, as the prerender named it.
 *
 * @example
 * keyframes`to{opacity:0;}`.rules; // => 'to{opacity:0;}'
 */
export function keyframes(strings: TemplateStringsArray, ...interpolations: unknown[]): Keyframes {
  const rules = css(strings, ...interpolations).join('');
  return new Keyframes(keyframesName(rules), rules);
}

/**
 * `createGlobalStyle`: every page's global rules are in its prerendered style tag (the shell
 * renders them), so in the browser the component adds nothing.
 */
export function createGlobalStyle(): () => null {
  return () => null;
}
