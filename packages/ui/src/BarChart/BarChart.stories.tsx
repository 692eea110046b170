import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './BarChart';

const meta = {
  title: 'Content/BarChart',
  component: BarChart,
  args: {
    title: 'Monthly total by part',
    bars: [
      { label: 'Per-unit services', value: 'AED 2,000', amount: 2000 },
      { label: 'Wi-Fi and CCTV', value: 'AED 80', amount: 80 },
      { label: 'Add-on services', value: 'AED 150', amount: 150 },
      { label: '24x7 surcharge (40%)', value: 'AED 892', amount: 892 },
      { label: 'Discount (5%)', value: '-AED 156', amount: -156.1, tone: 'success' },
    ],
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Parts: Story = {};

/** Two totals side by side. */
export const Comparison: Story = {
  args: {
    title: 'Your estimate against the package',
    bars: [
      { label: 'Custom estimate', value: 'AED 1,250', amount: 1250 },
      { label: 'Essential Care', value: 'AED 1,499', amount: 1499, tone: 'secondary' },
    ],
  },
};
