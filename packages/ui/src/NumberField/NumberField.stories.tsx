import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Users',
    name: 'users',
    defaultValue: 10,
    hint: 'People who use a computer at work.',
  },
} satisfies Meta<typeof NumberField>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
