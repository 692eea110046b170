import type { Meta, StoryObj } from '@storybook/react-vite';
import { EXAMPLE_NAV } from '../layout-fixtures';
import { SideNav } from './SideNav';

const meta = {
  title: 'Layout/SideNav',
  component: SideNav,
  args: { items: EXAMPLE_NAV, currentPath: '/' },
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {};
export const GroupOpenOnActiveChild: Story = { args: { currentPath: '/network-security' } };
