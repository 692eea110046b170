import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoreUnavailableError } from '../errors';
import type { IncomingFile } from '../lead-store';

/**
 * Streams an upload to a new file in `dir` (never whole in memory), keeping its size, its first
 * `headLength` bytes and its SHA-256 on the way. A failure of the disk is a
 * {@link StoreUnavailableError}; one of the upload's own stream is rethrown as it is (the
 * visitor's connection, a file too large).
 */
export async function stageUpload(
  dir: string,
  stream: Readable,
  headLength: number,
): Promise<IncomingFile> {
  const path = join(dir, randomUUID());
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let bytes = 0;
  let diskError: unknown = null;
  try {
    // Uploads hold personal data: the folder and its files are the server user's only.
    await mkdir(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new StoreUnavailableError(`Could not make the upload folder ${dir}`, error);
  }
  const target = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  target.on('error', (error) => (diskError = error));
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (bytes < headLength) head.push(chunk.subarray(0, headLength - bytes));
      bytes += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const discard = () => rm(path, { force: true });
  try {
    await pipeline(stream, inspect, target);
  } catch (error) {
    await discard();
    if (diskError)
      throw new StoreUnavailableError(`Could not stage an upload in ${dir}`, diskError);
    throw error;
  }
  return {
    path,
    bytes,
    head: new Uint8Array(Buffer.concat(head)),
    sha256: hash.digest('hex'),
    discard,
  };
}
