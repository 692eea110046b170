import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Checkbox } from '../Checkbox/Checkbox';
import { FileField } from '../FileField/FileField';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';

describe('form fields', () => {
  it.each([
    [
      'TextField',
      () => (
        <TextField
          label="Work email"
          required
          hint="Use your company address."
          error="Please enter your email."
        />
      ),
      'textbox',
    ],
    [
      'TextArea',
      () => (
        <TextArea
          label="Work email"
          required
          hint="Use your company address."
          error="Please enter your email."
        />
      ),
      'textbox',
    ],
    [
      'Select',
      () => (
        <Select
          label="Work email"
          required
          hint="Use your company address."
          error="Please enter your email."
          options={[{ value: 'a', label: 'A' }]}
        />
      ),
      'combobox',
    ],
  ])('%s has a visible label, marks required, and binds hint and error', (_, make, role) => {
    renderWithTheme(make());
    const control = screen.getByRole(role, { name: /Work email/ });
    expect(control).toBeRequired();
    expect(screen.getByText('(required)')).toBeInTheDocument();
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(
      'Use your company address. Please enter your email.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email.');
  });

  it('has no error state without an error', () => {
    renderWithTheme(<TextField label="Company" />);
    const control = screen.getByRole('textbox', { name: 'Company' });
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-describedby');
  });

  it('labels checkboxes and file inputs', () => {
    renderWithTheme(
      <>
        <Checkbox label="Backup monitoring" hint="AED 200/month" />
        <FileField
          label="RFI/RFP document"
          accept=".pdf,.doc,.docx"
          error="File too large (max 10MB)."
        />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Backup monitoring' })).toHaveAccessibleDescription(
      'AED 200/month',
    );
    const file = screen.getByLabelText('RFI/RFP document');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAccessibleDescription('File too large (max 10MB).');
  });
});
