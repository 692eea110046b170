import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Work email', type: 'email', name: 'email', required: false },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { hint: 'We reply from our Dubai office.' } };
export const WithError: Story = {
  args: { required: true, error: 'Please enter your work email.', defaultValue: 'aisha@' },
};
