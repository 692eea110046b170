import type { FormServicesOptions } from './config/options';
import { ConfigurationError } from './config/configuration-error';
import { holdOutbox, OutboxHeldError } from './store/files/outbox-lock';

/** A command's hold on the outbox while it writes there or copies from it. */
export interface CommandHold {
  /** Throws once another process has taken the outbox (this one stalled past its lease). */
  readonly checkHeld: () => void;
  readonly letGo: () => Promise<void>;
}

/**
 * Holds the outbox for a command (`pnpm leads import`, `restore`) for as long as it runs, so no
 * server starts on the outbox halfway through; refused, naming the server, while one holds it.
 * A missing outbox is the caller's to name.
 */
export async function holdOutboxFor(
  options: Pick<FormServicesOptions, 'outboxDir' | 'outboxLeaseMs'>,
  command: string,
  verb: string,
): Promise<CommandHold> {
  const loss: { error?: Error } = {};
  const { letGo } = await holdOutbox(options.outboxDir, command, {
    leaseMs: options.outboxLeaseMs,
    onLost: (error) => (loss.error = error),
  }).catch((error: unknown) => {
    if (error instanceof OutboxHeldError)
      throw new ConfigurationError(`${error.message} Stop it, then ${verb}.`);
    throw error;
  });
  return {
    checkHeld: () => {
      if (loss.error) throw loss.error;
    },
    letGo,
  };
}
