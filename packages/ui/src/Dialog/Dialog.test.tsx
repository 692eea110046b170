import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Dialog } from './Dialog';
import { WAIT_LIMIT_MS } from '@acme/tooling/waits';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open assessment
      </button>
      <Dialog
        open={open}
        title="Free IT Assessment"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Name <input name="name" />
        </label>
        <button type="button">Submit</button>
      </Dialog>
    </>
  );
}

/**
 * Waits that give up only at a hang's limit (a slow or busy machine renders and focuses in far
 * less), saying what was waited for.
 */
const patiently = (what: string) => ({
  timeout: WAIT_LIMIT_MS,
  onTimeout: (error: Error) =>
    new Error(`waited ${WAIT_LIMIT_MS / 1000} s for ${what}: ${error.message}`),
});

async function openDialog() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithTheme(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open assessment' });
  await user.click(opener);
  // The content renders just after the dialog's frame, and takes the focus.
  const name = await screen.findByRole(
    'textbox',
    { name: 'Name' },
    patiently('the dialog’s content to render'),
  );
  await waitFor(() => expect(name).toHaveFocus(), patiently('its first field to take the focus'));
  return {
    user,
    onClose,
    opener,
    dialog: screen.getByRole('dialog', { name: 'Free IT Assessment' }),
  };
}

describe('Dialog', () => {
  it('opens labelled by its title with focus on the first field', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, onClose, opener, dialog } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('closes from the close control', async () => {
    const { user, onClose, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside its content (on the backdrop)', async () => {
    const { user, onClose, dialog } = await openDialog();
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open after a drag from a field that ends on the backdrop (selecting its text)', async () => {
    const { user, onClose, dialog } = await openDialog();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: name },
      { target: dialog },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('closes on a press and release both on the backdrop', async () => {
    const { user, onClose, dialog } = await openDialog();
    await user.pointer([
      { keys: '[MouseLeft>]', target: dialog },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('does not close on a click inside', async () => {
    const { user, onClose } = await openDialog();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('traps Tab inside', async () => {
    const { user, dialog } = await openDialog();
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
