import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Hint, RequiredMark } from '../Field/Field';
import { InlineError } from '../InlineError/InlineError';
import { theme } from '../theme/theme';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${theme.space.md};
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${theme.space.xs};
  }
`;

const Options = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
`;

/** One choice of a radio group. */
export interface RadioOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

/** A group of radio buttons under a legend. */
export interface RadioGroupProps<Value extends string> {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  inline?: boolean;
}

/** Radio buttons in a fieldset; arrow keys move between them as browsers do natively. */
export function RadioGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  required,
  inline,
}: RadioGroupProps<Value>) {
  const id = useId();
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend>
        {legend}
        <RequiredMark required={required} />
      </legend>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <Options $inline={inline}>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </Options>
      {error && <InlineError id={`${id}-error`}>{error}</InlineError>}
    </Fieldset>
  );
}
