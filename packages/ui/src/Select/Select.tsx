import type { SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Field, controlStyles, type FieldProps } from '../Field/Field';

const NativeSelect = styled.select`
  ${controlStyles}
`;

/** One choice of a select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A labelled native select. */
export type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
    options: readonly SelectOption[];
    /** A first, empty choice such as "Select an emirate". */
    placeholder?: string;
  };

/** A labelled native select with optional hint and error. */
export function Select({
  label,
  hint,
  error,
  required,
  id,
  options,
  placeholder,
  ...select
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(binding) => (
        <NativeSelect {...binding} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
