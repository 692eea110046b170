import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../Button/Button';
import { PackageCard } from './PackageCard';

const meta = {
  title: 'Content/PackageCard',
  component: PackageCard,
  args: {
    name: 'Business Plus',
    price: 'AED 3,999',
    cap: 'Up to 25 users',
    lines: ['Remote within 2h', 'Onsite within 8h', '2 visits per month'],
    featured: false,
    actions: <ButtonLink href="/pricing">Estimate in Pricing</ButtonLink>,
  },
} satisfies Meta<typeof PackageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Featured: Story = { args: { featured: true } };
