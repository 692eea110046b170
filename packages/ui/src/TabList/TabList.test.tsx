import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TabList } from './TabList';

const TABS = [
  { id: 'a', label: 'Inputs', panelId: 'pa' },
  { id: 'b', label: 'Results', panelId: 'pb' },
  { id: 'c', label: 'Preview', panelId: 'pc' },
];

function Controlled() {
  const [selected, setSelected] = useState('a');
  return <TabList label="View" tabs={TABS} selectedId={selected} onSelect={setSelected} />;
}

const selectedName = () =>
  screen.getAllByRole('tab', { selected: true }).map((tab) => tab.textContent);

describe('TabList', () => {
  it('is a named tablist whose selected tab alone is in the Tab order, controlling its panel', () => {
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'View' })).toBeInTheDocument();
    expect(selectedName()).toEqual(['Inputs']);
    expect(screen.getByRole('tab', { name: 'Inputs' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-controls', 'pb');
  });

  it('moves and selects with the arrow keys, wrapping, and with Home and End', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Inputs' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selectedName()).toEqual(['Results']);
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selectedName()).toEqual(['Preview']);
    await user.keyboard('{Home}');
    expect(selectedName()).toEqual(['Inputs']);
    await user.keyboard('{End}');
    expect(selectedName()).toEqual(['Preview']);
    await user.keyboard('{ArrowDown}');
    expect(selectedName()).toEqual(['Preview']);
  });

  it('moves to the next tab with the left arrow in right-to-left text', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <div dir="rtl">
        <Controlled />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(selectedName()).toEqual(['Results']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedName()).toEqual(['Preview']);
  });

  it('selects a clicked tab', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    expect(selectedName()).toEqual(['Results']);
  });
});
