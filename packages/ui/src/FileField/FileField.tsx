import type { InputHTMLAttributes, Ref } from 'react';
import { styled } from 'styled-components';
import { Field, controlStyles, type FieldProps } from '../Field/Field';

const FileInput = styled.input`
  ${controlStyles}
  padding: 0.5rem;
`;

/** A labelled file input. Pass `ref` to clear it after a refused file. */
export type FileFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled file input with optional hint (e.g. allowed types and size) and error. */
export function FileField({ label, hint, error, required, id, ...input }: FileFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(binding) => <FileInput type="file" {...binding} {...input} />}
    </Field>
  );
}
