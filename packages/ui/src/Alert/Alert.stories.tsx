import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';

const meta = {
  title: 'Forms/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Estimate only',
    children: 'The final quote follows an engineer assessment.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'error'] } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: 'Message Sent', children: 'We will reply within 24 hours.' },
};
export const Error: Story = {
  args: { tone: 'error', title: undefined, children: 'Network error. Please try again.' },
};
