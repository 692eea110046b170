import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { latinDigits } from './latin-digits';
import { NumberField } from './NumberField';

function Counted() {
  const [value, setValue] = useState('');
  return (
    <>
      <NumberField label="Users" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

/**
 * The browser's text insertion, which jsdom lacks: the text put in at the end of the focused
 * input, with the `input` event a browser fires.
 */
function insertText(_command: string, _ui: boolean, text: string): boolean {
  const input = document.activeElement as HTMLInputElement;
  Reflect.set(HTMLInputElement.prototype, 'value', input.value + text, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

describe('NumberField', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('takes digits typed on an Arabic or Persian keyboard as Latin digits', async () => {
    const execCommand = vi.fn(insertText);
    Object.assign(document, { execCommand });
    renderWithTheme(<Counted />);
    const input = screen.getByLabelText('Users');
    await userEvent.setup().type(input, '٢۵');
    expect(input).toHaveValue(25);
    expect(screen.getByRole('status')).toHaveTextContent('25');
    expect(execCommand.mock.calls).toEqual([
      ['insertText', false, '2'],
      ['insertText', false, '5'],
    ]);
  });

  it('takes Latin digits as they are', async () => {
    const execCommand = vi.fn(insertText);
    Object.assign(document, { execCommand });
    renderWithTheme(<Counted />);
    const input = screen.getByLabelText('Users');
    await userEvent.setup().type(input, '40');
    expect(input).toHaveValue(40);
    expect(execCommand).not.toHaveBeenCalled();
  });
});

describe('latinDigits', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['١٬٢٠٠٫٥', '1200.5'],
    ['3.5', '3.5'],
  ])('writes %s as %s', (typed, latin) => {
    expect(latinDigits(typed)).toBe(latin);
  });
});
