import type { InputHTMLAttributes, Ref } from 'react';
import { styled } from 'styled-components';
import { Field, controlStyles, type FieldProps } from '../Field/Field';

const Input = styled.input`
  ${controlStyles}
`;

/** A labelled single-line input (text, email, tel, url, date …). */
export type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & {
    /** The input element (a prop since React 19); `NumberField` listens on it. */
    readonly ref?: Ref<HTMLInputElement>;
  };

/** A labelled single-line input with optional hint and error. */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(binding) => <Input type={type} {...binding} {...input} />}
    </Field>
  );
}
