import { TextField, type TextFieldProps } from '../TextField/TextField';
import { latinDigits } from './latin-digits';

/** A labelled number input; minimum 0 and whole steps unless told otherwise. */
export type NumberFieldProps = Omit<TextFieldProps, 'type' | 'ref'>;

/**
 * A number input drops digits it does not read as Latin ones (`٢٥` typed on an Arabic keyboard
 * leaves it empty): typed or pasted, they are put in as the Latin digits they are, by the
 * browser's own insertion (caret, selection, undo and the `input` event as for typing).
 */
function typeLatinDigits(event: InputEvent): void {
  const typed = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
  const latin = latinDigits(typed);
  if (latin === typed) return;
  event.preventDefault();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one way to insert as typed
  document.execCommand('insertText', false, latin);
}

/** Listens for what is typed into the input while it is mounted. */
function latinDigitsRef(input: HTMLInputElement | null) {
  input?.addEventListener('beforeinput', typeLatinDigits);
  return () => input?.removeEventListener('beforeinput', typeLatinDigits);
}

/**
 * A labelled number input that brings up the numeric keypad on phones, and takes digits typed on
 * an Arabic or Persian keyboard (٠–٩, ۰–۹) as the Latin digits they are.
 */
export function NumberField({
  min = 0,
  step = 1,
  inputMode = 'numeric',
  ...props
}: NumberFieldProps) {
  return (
    <TextField
      type="number"
      min={min}
      step={step}
      inputMode={inputMode}
      {...props}
      ref={latinDigitsRef}
    />
  );
}
