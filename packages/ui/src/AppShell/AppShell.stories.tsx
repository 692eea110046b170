import type { Meta, StoryObj } from '@storybook/react-vite';
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
