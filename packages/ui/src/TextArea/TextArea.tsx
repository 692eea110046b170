import type { TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Field, controlStyles, type FieldProps } from '../Field/Field';

const Area = styled.textarea`
  ${controlStyles}
  min-height: 7rem;
  resize: vertical;
`;

/** A labelled multi-line input. */
export type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>;

/** A labelled multi-line input with optional hint and error. */
export function TextArea({ label, hint, error, required, id, rows = 4, ...area }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(binding) => <Area rows={rows} {...binding} {...area} />}
    </Field>
  );
}
