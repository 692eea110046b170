import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckList } from './CheckList';

const meta = {
  title: 'Content/CheckList',
  component: CheckList,
  args: { items: ['Remote within 4h', 'Onsite next business day', '1 visit per month'] },
} satisfies Meta<typeof CheckList>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
