import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Accordion } from './Accordion';

const items = ['One', 'Two', 'Three'].map((title) => ({
  id: title.toLowerCase(),
  title,
  content: <p>{title} body</p>,
}));

describe('Accordion', () => {
  it('keeps one section open at a time', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} defaultOpenId="one" />);
    expect(screen.getByText('One body')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Two' }));
    expect(screen.getByText('Two body')).toBeVisible();
    expect(screen.queryByText('One body')).not.toBeVisible();
    expect(
      screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
  });

  it('closes the open section when its title is pressed again', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} defaultOpenId="one" />);
    await user.click(screen.getByRole('button', { name: 'One' }));
    expect(screen.getByRole('button', { name: 'One' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'One' })).toBeVisible();
  });
});
