import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { StickyBar } from './StickyBar';

const meta = {
  title: 'Content/StickyBar',
  component: StickyBar,
  args: {
    label: 'Estimate',
    children: (
      <>
        <span>
          Estimated Total <strong>AED 2,565</strong>/month
        </span>
        <Button>Calculate</Button>
      </>
    ),
  },
} satisfies Meta<typeof StickyBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
