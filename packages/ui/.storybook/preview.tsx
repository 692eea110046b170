import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../src/theme/GlobalStyle';
import { theme } from '../src/theme/theme';

/** The directions the components are laid out in: English left to right, Arabic right to left. */
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * Lays the story out in the toolbar's direction: `dir` (and `lang`, `ar` for right to left) on
 * the document, for what renders outside the story's root (a modal dialog, a fixed toast), and on
 * the story's root, as a page's `<html>` has them.
 */
const withDirection: Decorator = (Story, context) => {
  const direction: Direction = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  const lang = direction === 'rtl' ? 'ar' : 'en';
  if (typeof document !== 'undefined') {
    document.documentElement.dir = direction;
    document.documentElement.lang = lang;
  }
  return (
    <div dir={direction} lang={lang} data-story-direction={direction}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  // A docs page for every component, from its props and stories.
  tags: ['autodocs'],
  decorators: [
    withDirection,
    (Story) => (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Story />
      </ThemeProvider>
    ),
  ],
  globalTypes: {
    direction: {
      description: 'Text direction: left to right (English) or right to left (Arabic)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right (English)', right: 'LTR' },
          { value: 'rtl', title: 'Right to left (Arabic)', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { direction: 'ltr' satisfies Direction },
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
