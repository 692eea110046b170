import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineList } from './LineList';

const meta = {
  title: 'Content/LineList',
  component: LineList,
  args: {
    lines: [
      { term: 'Users: 20 × AED 125', value: 'AED 2,500' },
      { term: '24x7 surcharge (40%)', value: 'AED 1,000' },
      { term: 'Subtotal', value: 'AED 3,500', emphasis: 'subtotal' },
      { term: 'Discount (5%)', value: '-AED 175' },
      { term: 'Total per month', value: 'AED 3,325', emphasis: 'total' },
    ],
  },
} satisfies Meta<typeof LineList>;
export default meta;

export const Quote: StoryObj<typeof meta> = {};
export const Rates: StoryObj<typeof meta> = {
  args: {
    lines: [
      { term: 'First 2 hours', value: 'AED 350' },
      { term: 'Each extra hour', value: 'AED 100' },
    ],
  },
};
