import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { toast } from './store';
import { Toaster } from './Toaster';

const meta = {
  title: 'Overlays/Toaster',
  component: Toaster,
} satisfies Meta<typeof Toaster>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  render: () => (
    <>
      <Button onClick={() => toast({ title: 'Quote saved successfully!', tone: 'success' })}>
        Show a toast
      </Button>
      <Toaster />
    </>
  ),
};
