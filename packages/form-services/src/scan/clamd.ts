import { connect, type NetConnectOpts } from 'node:net';

/** Where clamd listens: its Unix socket, or a TCP host and port. */
export type ClamdAddress =
  { readonly socket: string } | { readonly host: string; readonly port: number };

/** What clamd made of a file: clean, or infected with the signature it matched. */
export type ScanVerdict =
  { readonly clean: true } | { readonly clean: false; readonly signature: string };

/** A scan that gave no verdict: clamd unreachable, silent, or answering an error. */
export class ScanFailure extends Error {
  override readonly name = 'ScanFailure';
}

/** A scan with no answer by then counts as failed (the 60 s). */
export const SCAN_TIMEOUT_MS = 60_000;

/** clamd reads a stream in chunks; 64 KiB keeps each write small. */
const CHUNK = 64 * 1024;

/**
 * `tcp://host:port` as a clamd address, or `null` when it is not one.
 *
 * @example
 * clamdUrl('tcp://clamav:3310'); // => { host: 'clamav', port: 3310 }
 * clamdUrl('http://clamav:3310'); // => null
 */
export function clamdUrl(url: string): ClamdAddress | null {
  const match = /^tcp:\/\/([^/:\s]+):(\d{1,5})\/?$/.exec(url);
  const port = Number(match?.[2]);
  return match?.[1] && port > 0 && port < 65_536 ? { host: match[1], port } : null;
}

/**
 * clamd's answer to a stream as a verdict; an answer that is neither throws.
 *
 * @example
 * verdictOf('stream: OK'); // => { clean: true }
 * verdictOf('stream: Eicar-Signature FOUND'); // => { clean: false, signature: 'Eicar-Signature' }
 */
export function verdictOf(reply: string): ScanVerdict {
  const answer = reply.replace(/\0/g, '').trim();
  if (answer === 'stream: OK') return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(answer);
  if (found?.[1]) return { clean: false, signature: found[1] };
  throw new ScanFailure(`clamd answered: ${answer.slice(0, 200)}`);
}

/**
 * Scans bytes with clamd's INSTREAM command (`zINSTREAM\0`, then chunks each led by its length
 * as 4 bytes big-endian, then a zero length): the file never has to be where clamd can read it.
 * Rejects with a {@link ScanFailure} when clamd cannot be reached, answers an error (a stream
 * over its `StreamMaxLength`), or says nothing within `timeoutMs`.
 */
export function scanBytes(
  address: ClamdAddress,
  bytes: Uint8Array,
  timeoutMs = SCAN_TIMEOUT_MS,
): Promise<ScanVerdict> {
  const target: NetConnectOpts = 'socket' in address ? { path: address.socket } : address;
  return new Promise((resolve, reject) => {
    const replies: Buffer[] = [];
    const socket = connect(target);
    const fail = (message: string) => {
      socket.destroy();
      reject(new ScanFailure(message));
    };
    socket.setTimeout(timeoutMs, () => fail(`clamd gave no answer in ${timeoutMs / 1000} s`));
    socket.on('error', (error) => fail(`clamd could not be reached: ${error.message}`));
    socket.on('data', (data) => replies.push(data));
    socket.on('end', () => {
      socket.destroy();
      // An answer that is no verdict rejects with its ScanFailure.
      resolve(Promise.resolve(Buffer.concat(replies).toString('utf8')).then(verdictOf));
    });
    socket.on('connect', () => {
      socket.write('zINSTREAM\0');
      for (let at = 0; at < bytes.length; at += CHUNK) {
        const chunk = bytes.subarray(at, at + CHUNK);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4));
    });
  });
}
