import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);
afterEach(() => cleanup());

// jsdom evaluates no media queries: each is false, as on a narrow screen, and never changes.
// Typed as jsdom has it: without `matchMedia`.
const jsdomWindow: { matchMedia?: typeof window.matchMedia } = window;
jsdomWindow.matchMedia ??= (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the MediaQueryList type still has it
  addListener: () => undefined,
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the MediaQueryList type still has it
  removeListener: () => undefined,
  dispatchEvent: () => false,
});
