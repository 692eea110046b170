import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is disabled while busy and shows its busy label', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button busy onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain button that does not submit forms unless told to', () => {
    renderWithTheme(<Button>Calculate price</Button>);
    expect(screen.getByRole('button', { name: 'Calculate price' })).toHaveAttribute(
      'type',
      'button',
    );
  });
});
