import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { EXAMPLE_NAV } from '../layout-fixtures';
import { SideNav } from '../SideNav/SideNav';
import { AppShell, AppShellMain, AppShellNavigation } from './AppShell';

function renderShell() {
  renderWithTheme(
    <AppShell brand={<span>Acme IT</span>} nav={<SideNav items={EXAMPLE_NAV} currentPath="/" />}>
      <p>Content</p>
    </AppShell>,
  );
  const menu = screen.getByRole('button', { name: 'Open menu' });
  // The menu button names the drawer it controls.
  const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
  expect(panel).toHaveAttribute('aria-label', 'Site navigation');
  return { menu, panel };
}

describe('AppShell mobile drawer', () => {
  it('opens from the menu button and moves focus into the drawer', async () => {
    const user = userEvent.setup();
    const { menu, panel } = renderShell();
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(panel).toHaveAttribute('data-state', 'open');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toContainElement(document.activeElement as HTMLElement);
  });

  it.each([
    [
      'the backdrop',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByTestId('drawer-backdrop')),
    ],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'a link',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('link', { name: 'About' })),
    ],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close menu' })),
    ],
  ])('closes by %s and returns focus to the menu button', async (_, close) => {
    const user = userEvent.setup();
    const { menu, panel } = renderShell();
    await user.click(menu);
    await close(user);
    expect(panel).toHaveAttribute('data-state', 'closed');
    expect(menu).toHaveFocus();
  });

  it('keeps Tab inside the open drawer', async () => {
    const user = userEvent.setup();
    const { menu, panel } = renderShell();
    await user.click(menu);
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('is a modal dialog while open: the page behind is inert and does not scroll', async () => {
    const user = userEvent.setup();
    const { menu, panel } = renderShell();
    const content = screen.getByText('Content');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(panel);
    // Once the open drawer has painted (the whole page's restyle does not hold that paint back).
    await waitFor(() => expect(content.closest('[inert]')).not.toBeNull());
    expect(menu.closest('[inert]')).not.toBeNull();
    expect(panel.closest('[inert]')).toBeNull();
    expect(document.body).toHaveStyle({ overflow: 'hidden' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves nothing inert when it closes before the open drawer painted', async () => {
    // The frames are the test's to draw, so the drawer closes before the one it waits for.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {};
    });
    try {
      const user = userEvent.setup();
      const { menu } = renderShell();
      await user.click(menu);
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
      expect(document.querySelector('[inert]')).toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      // The frame, and the task it would have set, come after the close: they mark nothing.
      for (const frame of frames.splice(0)) frame(0);
      await new Promise((resolve) => setTimeout(resolve));
      expect(document.querySelector('[inert]')).toBeNull();
      expect(document.body.style.overflow).toBe('');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('AppShell utilities', () => {
  it('shows them beside the brand, in the mobile top bar and in the panel', () => {
    renderWithTheme(
      <AppShell
        brand={<span>Acme IT</span>}
        utilities={<a href="/ar">العربية</a>}
        nav={<SideNav items={EXAMPLE_NAV} currentPath="/" />}
      >
        <p>Content</p>
      </AppShell>,
    );
    const [topBar, panel] = screen.getAllByRole('link', { name: 'العربية', hidden: true });
    expect(topBar?.closest('header')).not.toBeNull();
    expect(panel?.closest('aside')).not.toBeNull();
  });
});

describe('AppShell in two halves', () => {
  it('keeps the content, rendered by another root, inert behind the open drawer', async () => {
    const user = userEvent.setup();
    // As a page of islands has them: the navigation hydrated by a root of its own, the content
    // and the footer as the server sent them (here, another root).
    renderWithTheme(
      <AppShellNavigation
        brand={<span>Acme IT</span>}
        nav={<SideNav items={EXAMPLE_NAV} currentPath="/" />}
      />,
    );
    renderWithTheme(
      <AppShellMain footer={<footer>Footer</footer>}>
        <p>Content</p>
      </AppShellMain>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(screen.getByText('Content').closest('[inert]')).not.toBeNull());
    await user.keyboard('{Escape}');
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
