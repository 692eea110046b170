import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { DIRECTIONS } from '../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

// jsdom does no layout, so contrast is checked in the browser tests and Storybook's a11y panel;
// `region` expects a whole page, which a story on its own is not.
const AXE_OPTIONS: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};

type ComposedStory = ComponentType & { play?: unknown; run: () => Promise<void> };

// Every story once per direction, as the toolbar's Direction switch sets it: left to right
// (English) and right to left (Arabic).
const cases = DIRECTIONS.flatMap((direction) =>
  Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(
      composeStories(module, { initialGlobals: { direction } }) as Record<string, ComposedStory>,
    ).map(([name, Story]) => ({ direction, file: file.replace('../src/', ''), name, Story })),
  ),
);

describe('every story', () => {
  it('exists for every component folder, in both directions', () => {
    expect(cases.filter(({ direction }) => direction === 'ltr').length).toBeGreaterThan(50);
    expect(cases.filter(({ direction }) => direction === 'rtl').length).toBe(cases.length / 2);
  });

  it.each(DIRECTIONS)(
    'is laid out %s, with the language, on its root and the document',
    (direction) => {
      const { Story } = cases.find((story) => story.direction === direction) ?? {};
      if (!Story) throw new Error(`no ${direction} story`);
      const { container } = render(<Story />);
      const lang = direction === 'rtl' ? 'ar' : 'en';
      expect(container.querySelector('[data-story-direction]')).toHaveAttribute('dir', direction);
      expect(container.querySelector('[data-story-direction]')).toHaveAttribute('lang', lang);
      expect(document.documentElement).toHaveAttribute('dir', direction);
      expect(document.documentElement).toHaveAttribute('lang', lang);
    },
  );

  it.each(cases)('$direction › $file › $name renders with no axe violations', async ({ Story }) => {
    const { container } = render(<Story />);
    const results = await axe.run(container, AXE_OPTIONS);
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  });
});

describe('every story with an interaction', () => {
  const played = cases.filter(({ Story }) => Story.play);

  it('covers the Dialog, the Accordion, the AppShell drawer, the Toaster and the tabs, in both directions', () => {
    expect(new Set(played.map(({ file }) => file.split('/')[0]))).toEqual(
      new Set(['Dialog', 'Accordion', 'AppShell', 'Toaster', 'TabList']),
    );
    expect(played.filter(({ direction }) => direction === 'rtl').length).toBe(played.length / 2);
  });

  it.each(played)('$direction › $file › $name plays through', async ({ Story }) => {
    await Story.run();
  });
});
