import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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

describe('NumberField', () => {
  it('takes digits typed on an Arabic or Persian keyboard as Latin digits', async () => {
    renderWithTheme(<Counted />);
    const input = screen.getByLabelText('Users');
    await userEvent.setup().type(input, '٢۵');
    expect(input).toHaveValue(25);
    expect(screen.getByRole('status')).toHaveTextContent('25');
  });

  it('takes Latin digits as they are', async () => {
    renderWithTheme(<Counted />);
    const input = screen.getByLabelText('Users');
    await userEvent.setup().type(input, '40');
    expect(input).toHaveValue(40);
  });

  it('passes its input to a ref it is given', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithTheme(<NumberField label="Hours" ref={ref} defaultValue={2} />);
    expect(ref.current).toBe(screen.getByLabelText('Hours'));
    fireEvent.change(ref.current!, { target: { value: '3' } });
    expect(ref.current).toHaveValue(3);
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
