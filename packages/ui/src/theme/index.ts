export { GlobalStyle } from './GlobalStyle';
export { above, theme } from './theme';
export type { Theme } from './theme';
export { VisuallyHidden } from './VisuallyHidden';
