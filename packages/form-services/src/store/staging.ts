import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE, flush, remove } from './files/durable';
import { StoreUnavailableError } from './errors';
import type { IncomingFile } from './lead-store';

/**
 * Streams an upload to `path` (a new file, flushed to disk), so it is never held whole in memory,
 * keeping its size, its first `headLength` bytes and its SHA-256 on the way. A failure of the
 * disk is a {@link StoreUnavailableError}; one of the upload's stream is rethrown as it is.
 */
export async function stageUpload(
  stream: Readable,
  headLength: number,
  path: string,
): Promise<IncomingFile> {
  let bytes = 0;
  const head: Buffer[] = [];
  const hash = createHash('sha256');
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (bytes < headLength) head.push(chunk.subarray(0, headLength - bytes));
      bytes += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  let diskError: unknown = null;
  try {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const target = createWriteStream(path, { flags: 'wx', mode: PRIVATE_FILE });
    target.on('error', (error) => (diskError = error));
    await pipeline(stream, inspect, target);
    await flush(path);
  } catch (error) {
    await remove(path);
    if (diskError || (error as NodeJS.ErrnoException).syscall)
      throw new StoreUnavailableError(`Could not receive a file in ${path}`, diskError ?? error);
    throw error;
  }
  return {
    path,
    bytes,
    head: new Uint8Array(Buffer.concat(head)),
    sha256: hash.digest('hex'),
    discard: () => remove(path),
  };
}
