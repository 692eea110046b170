import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { css, keyframes, ServerStyleSheet, styled } from 'styled-components';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as browser from './index.ts';

// The browser's runtime adds a rule only where the page lacks it: here no page has any, and
// each render's additions are read as the rules it would add.
const added: string[] = [];
const inPage = new Set<string>();
vi.mock('./sheet.ts', () => ({
  nextDefinition: () => 0,
  ensureStyle: (id: string, name: string, _defined: number, format: () => string[]) => {
    if (inPage.has(`${id} ${name}`)) return;
    inPage.add(`${id} ${name}`);
    added.push(...format());
  },
}));
beforeEach(() => {
  added.length = 0;
  inPage.clear();
});

/** A runtime's API, typed as styled-components' own, which the browser's stands in for. */
interface Runtime {
  readonly styled: typeof styled;
  readonly css: typeof css;
  readonly keyframes: typeof keyframes;
}

/**
 * The same components made with either runtime, with what the site's components use: a static
 * template, props read by functions, `css` blocks chosen by a prop, a component selector, a
 * keyframes rule, media queries, an extension with `&&`, a wrapped component, an empty template
 * and a custom element.
 */
function components({ styled, css, keyframes }: Runtime) {
  const spin = keyframes`to{transform:rotate(360deg);}`;
  const tones = {
    info: css`
      color: #18629d;
    `,
    error: css<{ $strong?: boolean }>`
      color: #b42318;
      ${({ $strong }) => $strong && 'font-weight:700;'}
    `,
  };
  const Label = styled.span.withConfig({ componentId: 'sc-label' })`
    font-weight: 600;
  `;
  const Box = styled.div.withConfig({ componentId: 'sc-box' })<{ $gap: number }>`
    display: grid;
    ${Label},p {
      grid-column: 2;
    }
    &[aria-busy='true']::after {
      animation: ${spin} 1s linear infinite;
    }
    @media (min-width: 1024px) {
      gap: ${({ $gap }) => $gap}rem;
    }
  `;
  const Alert = styled.p.withConfig({ componentId: 'sc-alert' })<{
    $tone: keyof typeof tones;
    $strong?: boolean;
  }>`
    margin: 0;
    ${({ $tone }) => tones[$tone]}
  `;
  const Emphasis = styled(Alert).withConfig({ componentId: 'sc-emphasis' })`
    && {
      padding: 1rem;
    }
    &:hover {
      outline: 0;
    }
    & + & {
      margin-top: 1rem;
    }
  `;
  const Link = ({
    className,
    children,
    href,
  }: {
    className?: string;
    children?: ReactNode;
    href: string;
  }) => createElement('a', { className, href }, children);
  const NavLink = styled(Link).withConfig({ componentId: 'sc-nav' })<{ $current: boolean }>`
    color: ${({ $current }) => ($current ? '#1b2430' : '#4a5565')};
  `;
  const Empty = styled.i.withConfig({ componentId: 'sc-empty' })``;
  const Custom = styled('acme-badge').withConfig({ componentId: 'sc-custom' })`
    display: inline-block;
  `;
  return { Label, Box, Alert, Emphasis, NavLink, Empty, Custom };
}

const made = {
  library: components({ styled, css, keyframes }),
  browser: components(browser as unknown as Runtime),
};

/**
 * Rules grouped by the class they style, each class's in the order written: the runtimes add
 * classes in different orders (styled-components by component), a class's rules in one order.
 */
const byClass = (rules: readonly string[]) =>
  [...rules].sort((a, b) => classOf(a).localeCompare(classOf(b)));
const classOf = (rule: string) => /\.([\w-]+)/.exec(rule)?.[1] ?? '';

/** What each runtime writes for one page: its markup, and the rules it needs. */
function render(page: (parts: ReturnType<typeof components>) => ReactElement) {
  const sheet = new ServerStyleSheet();
  const libraryMarkup = renderToString(sheet.collectStyles(page(made.library)));
  const libraryRules = sheet
    .getStyleTags()
    .replace(/^<style[^>]*>|<\/style>$/g, '')
    .split('/*!sc*/\n')
    .filter((rule) => rule && !rule.startsWith('data-styled.'));
  sheet.seal();
  const browserMarkup = renderToString(page(made.browser));
  return {
    library: { markup: libraryMarkup, rules: byClass(libraryRules) },
    browser: { markup: browserMarkup, rules: byClass(added) },
  };
}

const h = createElement;
const pages: Record<string, (parts: ReturnType<typeof components>) => ReactElement> = {
  'a static template, a selector, keyframes, a prop in a media query': ({ Box, Label }) =>
    h(
      Box,
      { $gap: 2, 'aria-busy': 'true', id: 'box' },
      h(Label, null, 'Users'),
      h('p', null, 'hint'),
    ),
  'the same component as another element, with two values of its prop': ({ Box }) =>
    h('div', null, h(Box, { as: 'section', $gap: 1 }), h(Box, { $gap: 3, className: 'extra' })),
  'css blocks chosen by a prop, one with a function of its own': ({ Alert }) =>
    h(
      'div',
      null,
      h(Alert, { $tone: 'info' }, 'a'),
      h(Alert, { $tone: 'error', $strong: true }, 'b'),
    ),
  'an extension: both components’ ids and classes, & + & as the component': ({ Emphasis }) =>
    h(Emphasis, { $tone: 'error', role: 'alert' }, 'c'),
  'a wrapped component given the class, its transient prop kept back': ({ NavLink }) =>
    h(
      'nav',
      null,
      h(NavLink, { href: '/a', $current: true }, 'A'),
      h(NavLink, { href: '/b', $current: false }, 'B'),
    ),
  'as another styled component, and forwardedAs passed on as as': ({ Alert, Label, Emphasis }) =>
    h(
      'div',
      null,
      h(Alert, { as: Label, $tone: 'info' }, 'x'),
      h(Emphasis, { $tone: 'info', forwardedAs: 'section' }, 'y'),
    ),
  'an empty template and a custom element': ({ Empty, Custom }) =>
    h('p', null, h(Empty, { 'aria-hidden': true }), h(Custom, { title: 'new' }, 'New')),
};

describe('the browser’s styled-components', () => {
  for (const [name, page] of Object.entries(pages))
    it(`writes the markup and rules of styled-components: ${name}`, () => {
      const { library: expected, browser: actual } = render(page);
      expect(actual.markup).toBe(expected.markup);
      expect(expected.rules.length).toBeGreaterThan(0);
      expect(actual.rules).toEqual(expected.rules);
    });

  it('adds a rule once, however often the page shows it', () => {
    const { browser: actual } = render(({ Label }) => h('div', null, h(Label), h(Label), h(Label)));
    expect(actual.rules).toHaveLength(1);
  });
});
