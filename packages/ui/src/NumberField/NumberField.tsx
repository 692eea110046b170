import { useCallback } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { hasForeignDigits, latinDigits } from './latin-digits';

/** A labelled number input; minimum 0 and whole steps unless told otherwise. */
export type NumberFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A number input drops digits it does not read as Latin ones: `٢٥` typed on an Arabic keyboard
 * leaves it empty. Typed or pasted, they are put in as Latin digits instead.
 */
function typeLatinDigits(event: InputEvent): void {
  const typed = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
  if (typed === null || !hasForeignDigits(typed)) return;
  event.preventDefault();
  const latin = latinDigits(typed);
  // The browser's own insertion, as if typed: caret, selection and undo kept, `input` fired.
  // Some engines (jsdom) have no editing commands at all.
  const editing = document as Partial<Pick<Document, 'execCommand'>>;
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one way to insert as typed
  if (editing.execCommand?.('insertText', false, latin)) return;
  // Where the browser cannot: added at the end, as typing would.
  const input = event.target as HTMLInputElement;
  // The prototype's setter, so that React sees the change as the browser's.
  Reflect.set(HTMLInputElement.prototype, 'value', input.value + latin, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Listens for typed text on the input, for as long as it is mounted. */
function latinDigitsRef(input: HTMLInputElement | null) {
  if (!input) return;
  input.addEventListener('beforeinput', typeLatinDigits);
  return () => input.removeEventListener('beforeinput', typeLatinDigits);
}

/**
 * A labelled number input that brings up the numeric keypad on phones, and takes digits typed on
 * an Arabic or Persian keyboard (٠–٩, ۰–۹) as the Latin digits they are.
 */
export function NumberField({
  min = 0,
  step = 1,
  inputMode = 'numeric',
  ref,
  ...props
}: NumberFieldProps) {
  const bind = useCallback(
    (input: HTMLInputElement | null) => {
      const stop = latinDigitsRef(input);
      if (typeof ref === 'function') ref(input);
      else if (ref) ref.current = input;
      return () => {
        stop?.();
        if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref],
  );
  return (
    <TextField type="number" min={min} step={step} inputMode={inputMode} {...props} ref={bind} />
  );
}
