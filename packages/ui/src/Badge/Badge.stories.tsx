import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  args: { children: 'Most popular' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};
export const Light: Story = { args: { $tone: 'light', children: 'Your Trusted IT Partner' } };
