import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { children: 'Get a Free IT Assessment', variant: 'primary', busy: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'View Pricing Plans' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Learn more' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Busy: Story = { args: { busy: true, busyLabel: 'Sending...' } };
export const Disabled: Story = { args: { disabled: true } };
export const AsLink: Story = {
  render: () => <ButtonLink href="/pricing">Open Pricing Calculator</ButtonLink>,
};
