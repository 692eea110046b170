import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function Example({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Get a Free IT Assessment</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Free IT Assessment"
        description="Tell us about your business."
      >
        <TextField label="Name" name="name" required />
        <TextField label="Work email" type="email" name="email" required />
        <Button onClick={() => setOpen(false)} variant="outline">
          Cancel
        </Button>
      </Dialog>
    </>
  );
}

export const Closed: Story = { args: {} as never, render: () => <Example /> };

/** Opens from its button with focus on the first field, and closes on Escape back to the button. */
export const OpensAndCloses: Story = {
  args: {} as never,
  render: () => <Example />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Get a Free IT Assessment' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Free IT Assessment' });
    // The content follows the frame's first paint, and takes the focus.
    const name = await within(dialog).findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};
export const Open: Story = { args: {} as never, render: () => <Example initiallyOpen /> };
