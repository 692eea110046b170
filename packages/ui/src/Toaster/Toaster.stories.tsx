import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { toast } from './store';
import { Toaster } from './Toaster';

const meta = {
  title: 'Overlays/Toaster',
  component: Toaster,
} satisfies Meta<typeof Toaster>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Quote saved successfully!');
  },
  render: () => (
    <>
      <Button onClick={() => toast({ title: 'Quote saved successfully!', tone: 'success' })}>
        Show a toast
      </Button>
      <Toaster />
    </>
  ),
};
