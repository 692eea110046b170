import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TabList } from './TabList';

const TABS = [
  { id: 'inputs-tab', label: 'Inputs', panelId: 'inputs-panel' },
  { id: 'results-tab', label: 'Results', panelId: 'results-panel' },
] as const;
type View = (typeof TABS)[number]['id'];

/** Two views of one page, one shown at a time, as the calculator has them on a phone. */
function TwoViews() {
  const [view, setView] = useState<View>('inputs-tab');
  return (
    <>
      <TabList label="Calculator view" tabs={TABS} selectedId={view} onSelect={setView} />
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={tab.panelId}
          aria-labelledby={tab.id}
          hidden={tab.id !== view}
        >
          <p>The {tab.label} view.</p>
        </div>
      ))}
    </>
  );
}

const meta = {
  title: 'Navigation/TabList',
  component: TabList,
  args: { label: 'Calculator view', tabs: TABS, selectedId: 'inputs-tab', onSelect: () => {} },
} satisfies Meta<typeof TabList<View>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between the tabs and show their panels. */
export const WithPanels: Story = {
  render: () => <TwoViews />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Inputs' }));
    // The next tab is on the right in English, on the left in Arabic.
    await userEvent.keyboard(globals.direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Results' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Results' })).toBeVisible();
  },
};
