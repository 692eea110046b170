import type { Meta, StoryObj } from '@storybook/react-vite';
import { EXAMPLE_PROMO_ACTION } from '../layout-fixtures';
import { PromoBox } from './PromoBox';

const meta = {
  title: 'Layout/PromoBox',
  component: PromoBox,
  args: {
    title: 'Need IT Support',
    children: 'Our engineers are a call away.',
    action: EXAMPLE_PROMO_ACTION,
  },
} satisfies Meta<typeof PromoBox>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
