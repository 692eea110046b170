/**
 * The store cannot be reached or cannot write (a database that is down, a full or read-only
 * disk): the server's fault, never the visitor's. A lead refused with it was not kept, and the
 * visitor is asked to try again later (503 with `Retry-After`).
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}
