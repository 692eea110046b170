import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

function Example({ error }: { error?: string }) {
  const [value, setValue] = useState<'remote' | 'onsite'>('remote');
  return (
    <RadioGroup
      legend="Service type"
      name="serviceType"
      inline
      value={value}
      onChange={setValue}
      error={error}
      options={[
        { value: 'remote', label: 'Remote' },
        { value: 'onsite', label: 'Onsite' },
      ]}
    />
  );
}

export const Default: Story = { args: {} as never, render: () => <Example /> };
export const WithError: Story = {
  args: {} as never,
  render: () => <Example error="Choose a service type." />,
};
