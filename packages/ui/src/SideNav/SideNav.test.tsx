import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { EXAMPLE_NAV } from '../layout-fixtures';
import { SideNav, isCurrentPath } from './SideNav';

describe('SideNav', () => {
  it('marks the current page, ignoring letter case and a trailing slash', () => {
    renderWithTheme(<SideNav items={EXAMPLE_NAV} currentPath="/About/" />);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the group that holds the current page, and collapses groups on click', async () => {
    const user = userEvent.setup();
    renderWithTheme(<SideNav items={EXAMPLE_NAV} currentPath="/network-security" />);
    const security = screen.getByRole('button', { name: 'IT Security' });
    const support = screen.getByRole('button', { name: 'IT Support' });
    expect(security).toHaveAttribute('aria-expanded', 'true');
    expect(support).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'IT Helpdesk' })).toBeNull();
    await user.click(support);
    expect(support).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'IT Helpdesk' })).toBeVisible();
    await user.click(security);
    expect(screen.queryByRole('link', { name: 'Network Security' })).toBeNull();
  });

  it.each([
    ['/pricing', '/Pricing', true],
    ['/', '/', true],
    ['/sla', '/sla#targets', true],
    ['/sla', '/slab', false],
  ])('isCurrentPath(%s, %s) is %s', (href, path, current) => {
    expect(isCurrentPath(href, path)).toBe(current);
  });
});
