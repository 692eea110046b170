import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Hint } from '../Field/Field';
import { InlineError } from '../InlineError/InlineError';
import { theme } from '../theme/theme';

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: 0 ${theme.space.sm};
  margin-bottom: ${theme.space.sm};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.2rem 0 0;
    accent-color: ${theme.colors.primary};
  }
  label {
    cursor: pointer;
  }
  ${Hint}, p {
    grid-column: 2;
  }
`;

/** A labelled checkbox. */
export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A checkbox with its label beside it, and optional hint and error. */
export function Checkbox({ label, hint, error, id: givenId, ...input }: CheckboxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Row>
      <input
        type="checkbox"
        id={id}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <InlineError id={`${id}-error`}>{error}</InlineError>}
    </Row>
  );
}
