import type { SendOptions, SubmitResult } from '@acme/forms-client';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { newReference } from '../forms';

/** Where a lead form is: filling it in, sending, or sent. */
export type LeadFormState = 'idle' | 'sending' | 'sent';

/**
 * The state every lead form shares: its values, sending state and message. A failed
 * send keeps every value; only `reset` clears them.
 *
 * A filled form has one reference, made at its first send and passed (as `options.reference`)
 * to every retry until one is sent: the services take a repeat as the lead they already have,
 * so a retry after a timeout files no second lead. A success or a `reset` starts a new form.
 */
export function useLeadForm<Values extends Record<string, string>>(
  initial: Values,
  send: (values: Values, options: Pick<SendOptions, 'reference'>) => Promise<SubmitResult>,
  options: {
    /** Called with the lead's reference: the service's answer's, else the one it was sent under. */
    readonly onSent?: (reference: string) => void;
    readonly clearOnSent?: boolean;
    /** After a success, wait `ms`, then run `then` with the form's `reset` (e.g. to clear and close). */
    readonly afterSent?: {
      readonly ms: number;
      readonly then: (reset: (next?: Values) => void) => void;
    };
  } = {},
) {
  const [values, setValues] = useState(initial);
  const [state, setState] = useState<LeadFormState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  // The last lead's reference: it outlives a reset, for forms that say it after clearing.
  const [reference, setReference] = useState<string | null>(null);
  // The reference this filled form is sent under, from its first send until one is sent.
  const pendingReference = useRef<string | null>(null);

  const reset = (next: Values = initial) => {
    pendingReference.current = null;
    setValues(next);
    setState('idle');
    setMessage(null);
  };

  // The latest callback, so the timer below follows the sent state alone.
  const afterSent = useRef(options.afterSent);
  useEffect(() => {
    afterSent.current = options.afterSent;
  });
  useEffect(() => {
    const pending = afterSent.current;
    if (state !== 'sent' || !pending) return;
    const timer = setTimeout(() => pending.then(reset), pending.ms);
    return () => clearTimeout(timer);
  }, [state]);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setMessage(null);
    setState('sending');
    pendingReference.current ??= (await newReference()) ?? null;
    const result = await send(values, { reference: pendingReference.current ?? undefined });
    if (result.status === 'sent') {
      // The next form is a new lead, with a reference of its own.
      pendingReference.current = null;
      setState('sent');
      setReference(result.reference);
      if (options.clearOnSent) setValues(initial);
      options.onSent?.(result.reference);
      return;
    }
    setState('idle');
    // A filled honeypot is dropped without a word; every other outcome is said.
    if (result.status !== 'ignored' && result.message) setMessage(result.message);
  };

  /** The props that bind a text field to a value. */
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      // Read now: by the time React applies the update, another field's change may have
      // rendered the form again and reset what this element holds.
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  return {
    values,
    setValues,
    state,
    reference,
    message,
    setMessage,
    submit,
    reset,
    field,
    sending: state === 'sending',
  };
}

/**
 * `afterSent` for a form in a dialog: `ms` after the success, the form is cleared and the dialog
 * closed.
 */
export const clearAndClose = (ms: number, close: () => void) => ({
  ms,
  then: (reset: () => void) => {
    reset();
    close();
  },
});
