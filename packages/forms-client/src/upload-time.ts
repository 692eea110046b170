import { DEFAULT_TIMEOUT_MS } from './config';

/** The slowest line an upload is given time for, 1 Mbit/s, in bytes per millisecond. */
const SLOWEST_LINE_BYTES_PER_MS = 1_000_000 / 8 / 1000;

/**
 * How long a request carrying `fileBytes` of files is waited for: the base timeout plus the
 * time the files take at 1 Mbit/s. A 10 MiB document gets about 99 s, which a 2 Mbit/s line
 * (about 42 s) comfortably meets, and stays below the server's 120 s request timeout.
 *
 * @example
 * uploadTimeoutMs(0); // => 15_000
 * uploadTimeoutMs(10 * 1024 * 1024); // => 98_887
 * uploadTimeoutMs(1_000_000, 2_000); // => 10_000
 */
export function uploadTimeoutMs(fileBytes: number, baseMs: number = DEFAULT_TIMEOUT_MS): number {
  return baseMs + Math.ceil(fileBytes / SLOWEST_LINE_BYTES_PER_MS);
}

/** The bytes of every file in a body; 0 for a JSON body. */
export function fileBytesOf(body: FormData | Readonly<Record<string, unknown>>): number {
  if (!(body instanceof FormData)) return 0;
  let bytes = 0;
  for (const value of body.values()) if (typeof value !== 'string') bytes += value.size;
  return bytes;
}
