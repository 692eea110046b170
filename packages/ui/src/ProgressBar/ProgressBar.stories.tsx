import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';

const meta = {
  title: 'Forms/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading document', percent: 42 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Complete: Story = { args: { percent: 100 } };

/** A bar that fills over a few seconds, as an upload on a slow line would. */
function FillingBar({ label }: Pick<ProgressBarProps, 'label'>) {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setPercent((p) => (p >= 100 ? 0 : p + 5)), 200);
    return () => clearInterval(timer);
  }, []);
  return <ProgressBar label={label} percent={percent} />;
}

export const Uploading: Story = { render: (args) => <FillingBar label={args.label} /> };
