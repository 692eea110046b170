import { useId, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { VisuallyHidden } from '../theme/VisuallyHidden';
import { InlineError } from '../InlineError/InlineError';
import { theme } from '../theme/theme';
import { useUiLabels } from '../Labels/Labels';

/** What every labelled field takes. */
export interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label. */
  hint?: ReactNode;
  /** An error about the current value; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
}

/** The attributes that bind a control to its label, hint and error. */
export interface ControlBinding {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export const FieldRoot = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** Shared look of text-like controls. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  font: inherit;
  color: inherit;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radii.md};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    box-shadow: 0 0 0 1px ${theme.colors.danger};
  }
`;

/** The "*" after a required field's label, read as "(required)". */
export function RequiredMark({ required }: { required?: boolean }) {
  const labels = useUiLabels();
  if (!required) return null;
  return (
    <>
      <span aria-hidden="true"> *</span>
      <VisuallyHidden>{labels.required ?? ' (required)'}</VisuallyHidden>
    </>
  );
}

/**
 * Lays out a label, a control, its hint and its error, and hands the control the
 * attributes that bind them (`id`, `aria-describedby`, `aria-invalid`).
 */
export function Field({
  label,
  hint,
  error,
  required,
  id: givenId,
  children,
}: FieldProps & { id?: string; children: (binding: ControlBinding) => ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot>
      <Label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
        required,
      })}
      {error && <InlineError id={errorId}>{error}</InlineError>}
    </FieldRoot>
  );
}
