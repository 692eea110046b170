/**
 * The styled-components the browser runs: the same class names as the prerender's
 * styled-components, computed the same way, over the styles the prerender wrote in the page; a
 * rule the page lacks (a state it did not show) is added as styled-components would add it. The
 * browser build resolves `styled-components` here (`vite.config.ts`); the prerender, the tests
 * and Storybook run styled-components itself, and `styled.test.ts` holds the two to the same
 * markup and rules.
 */
export { styled, styled as default } from './styled.ts';
export { createGlobalStyle, css, keyframes } from './rules.ts';
