import { readdir } from 'node:fs/promises';
import { remove, writeDurably } from './durable';
import { REQUEUE_DIR, type Outbox } from './layout';

/**
 * Asks the running server to look at a lead's deliveries again (`pnpm leads resend`, a release):
 * an empty file in `requeue/`, since only the server writes delivery records (Maildir's rule
 * that two processes never write one file).
 */
export const requestResend = (outbox: Outbox, id: string) =>
  writeDurably(outbox.requestPath(id), '', 'replace');

/** The running server takes each request, and requeues its lead's failed mails. */
export async function takeResendRequests(
  outbox: Outbox,
  requeue: (id: string) => Promise<void>,
): Promise<void> {
  for (const id of await readdir(outbox.path(REQUEUE_DIR))) {
    // A request still being written (its temporary file) is taken at the next claim.
    if (id.startsWith('.')) continue;
    await remove(outbox.requestPath(id));
    await requeue(id);
  }
}
