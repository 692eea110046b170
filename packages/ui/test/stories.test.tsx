import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

// jsdom does no layout, so contrast is checked in the browser tests and Storybook's a11y panel;
// `region` expects a whole page, which a story on its own is not.
const AXE_OPTIONS: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};

type ComposedStory = ComponentType & { play?: unknown; run: () => Promise<void> };

const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module) as Record<string, ComposedStory>).map(([name, Story]) => ({
    file: file.replace('../src/', ''),
    name,
    Story,
  })),
);

describe('every story', () => {
  it('exists for every component folder', () => {
    expect(cases.length).toBeGreaterThan(50);
  });

  it.each(cases)('$file › $name renders with no axe violations', async ({ Story }) => {
    const { container } = render(<Story />);
    const results = await axe.run(container, AXE_OPTIONS);
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  });
});

describe('every story with an interaction', () => {
  const played = cases.filter(({ Story }) => Story.play);

  it('covers the Dialog, the Accordion, the AppShell drawer, the Toaster and the tabs', () => {
    expect(new Set(played.map(({ file }) => file.split('/')[0]))).toEqual(
      new Set(['Dialog', 'Accordion', 'AppShell', 'Toaster', 'TabList']),
    );
  });

  it.each(played)('$file › $name plays through', async ({ Story }) => {
    await Story.run();
  });
});
