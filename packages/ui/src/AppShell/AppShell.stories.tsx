import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatButton } from '../ChatButton/ChatButton';
import { Footer } from '../Footer/Footer';
import { EXAMPLE_COLUMNS, EXAMPLE_NAV, EXAMPLE_PROMO_ACTION } from '../layout-fixtures';
import { PromoBox } from '../PromoBox/PromoBox';
import { Section } from '../Section/Section';
import { SideNav } from '../SideNav/SideNav';
import { AppShell } from './AppShell';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <a href="/">Acme IT</a>,
    utilities: (
      <a href="/ar" hrefLang="ar" lang="ar">
        العربية
      </a>
    ),
    nav: <SideNav items={EXAMPLE_NAV} currentPath="/about" />,
    promo: <PromoBox title="Need IT Support" action={EXAMPLE_PROMO_ACTION} />,
    footer: <Footer columns={EXAMPLE_COLUMNS} />,
    overlays: <ChatButton href="https://wa.me/971500000000" />,
    children: <Section title="About us">Page content.</Section>,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/**
 * On a phone: the menu button opens the drawer, a modal dialog with focus inside it (the page
 * behind inert, not scrolling); Escape closes it.
 */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const drawer = canvasElement.ownerDocument.getElementById(menu.getAttribute('aria-controls')!)!;
    await expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true');
    // The page behind turns inert and still once the open drawer has painted.
    await waitFor(() => expect(page.getByText('Page content.').closest('[inert]')).not.toBeNull());
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await expect(canvasElement.ownerDocument.querySelector('[inert]')).toBeNull();
  },
};
