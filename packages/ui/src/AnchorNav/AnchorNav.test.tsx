import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { AnchorNav } from './AnchorNav';
import { followSectionInView } from '../SectionInView/follow-section';

const ITEMS = [
  { id: 'scope', label: 'Scope' },
  { id: 'times', label: 'Response times' },
];

describe('AnchorNav', () => {
  it('marks the first section, then the one whose link was followed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<AnchorNav items={ITEMS} label="On this page" />);
    const [scope, times] = screen.getAllByRole('link');
    expect(scope).toHaveAttribute('aria-current', 'true');
    await user.click(times!);
    expect(times).toHaveAttribute('aria-current', 'true');
    expect(scope).not.toHaveAttribute('aria-current');
  });
});

describe('followSectionInView', () => {
  it('follows the links of a navigation that was never rendered by React, and stops', async () => {
    document.body.innerHTML = `<nav><a href="#scope">Scope</a><a href="#times">Times</a></nav>`;
    const nav = document.querySelector('nav')!;
    const [scope, times] = nav.querySelectorAll('a');
    const stop = followSectionInView(nav);
    expect(scope).toHaveAttribute('aria-current', 'true');
    times!.click();
    expect(times).toHaveAttribute('aria-current', 'true');
    expect(scope).not.toHaveAttribute('aria-current');
    stop();
    scope!.click();
    expect(times).toHaveAttribute('aria-current', 'true');
  });
});
