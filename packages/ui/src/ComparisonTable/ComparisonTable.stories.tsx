import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComparisonTable } from './ComparisonTable';

const meta = {
  title: 'Content/ComparisonTable',
  component: ComparisonTable,
  args: {
    caption: 'Compare packages',
    plans: [
      { key: 'essential', label: 'Essential Care' },
      { key: 'business', label: 'Business Plus', highlight: true },
      { key: 'enterprise', label: 'Enterprise 24/7' },
    ],
    rows: [
      { feature: 'Remote response', values: { essential: '4h', business: '2h', enterprise: '1h' } },
      { feature: '24/7 NOC', values: { essential: false, business: false, enterprise: true } },
    ],
  },
} satisfies Meta<typeof ComparisonTable>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
