import { TextField, type TextFieldProps } from '../TextField/TextField';

/** A labelled number input; minimum 0 and whole steps unless told otherwise. */
export type NumberFieldProps = Omit<TextFieldProps, 'type'>;

/** A labelled number input that brings up the numeric keypad on phones. */
export function NumberField({
  min = 0,
  step = 1,
  inputMode = 'numeric',
  ...props
}: NumberFieldProps) {
  return <TextField type="number" min={min} step={step} inputMode={inputMode} {...props} />;
}
