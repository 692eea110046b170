import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Emirate',
    name: 'emirate',
    placeholder: 'Select an emirate',
    options: ['Dubai', 'Sharjah', 'Abu Dhabi'].map((e) => ({ value: e, label: e })),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: { required: true, error: 'Choose the emirate for the visit.' },
};
