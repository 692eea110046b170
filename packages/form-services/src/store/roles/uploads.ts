import type { Readable } from 'node:stream';
import type { IncomingFile } from '../stored-lead';

/** Where a visitor's file waits, on this machine's disk, until its lead is stored or refused. */
export interface Uploads {
  /** Streams an upload to a staging file, keeping its size, first bytes and hash on the way. */
  readonly receive: (stream: Readable, headLength: number) => Promise<IncomingFile>;
}
