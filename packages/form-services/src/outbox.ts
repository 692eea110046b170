import type { LeadContract, LeadEndpoint } from '@acme/forms-client/contract';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, opendir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DeliveryRecord } from './delivery/state';

/** An attachment stored beside its lead. */
export interface StoredAttachment {
  /** The name the visitor's file had. */
  readonly fileName: string;
  /** The file's name in the outbox. */
  readonly storedAs: string;
  readonly bytes: number;
  readonly type: string;
}

/** One accepted submission as it is kept on disk. */
export interface StoredLead {
  readonly id: string;
  /** The short reference the visitor is told, `AC-XXXXXX`. */
  readonly reference: string;
  /** Which endpoint took it. */
  readonly endpoint: LeadEndpoint;
  /** Which form sent it, as its contract names it. */
  readonly form: LeadContract['id'];
  readonly receivedAt: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly attachment: StoredAttachment | null;
  readonly client: { readonly ip: string; readonly userAgent: string };
}

/** A file received into the outbox but not yet part of a lead. */
export interface IncomingFile {
  readonly path: string;
  readonly bytes: number;
  /** The file's first bytes (as many as were asked for), to tell its type. */
  readonly head: Uint8Array;
  /** Removes the file; for refused submissions. */
  readonly discard: () => Promise<void>;
}

/**
 * A failure of the outbox itself (disk full, read-only, no permission): the server's fault,
 * never the visitor's.
 */
export class OutboxError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
  }
}

/** Lead files hold personal data: readable and writable by the server's user only. */
const PRIVATE_FILE = 0o600;
const INCOMING_PREFIX = '.incoming-';
const LEAD_SUFFIX = '.json';
const RECORD_SUFFIX = '.delivery.json';
const REQUEUE_DIR = 'requeue';

const isLeadFile = (name: string) =>
  name.endsWith(LEAD_SUFFIX) && !name.endsWith(RECORD_SUFFIX) && !name.startsWith('.');

/**
 * Moves a finished temporary file to its final name without ever replacing an
 * existing file (a hard link fails if the name is taken), then drops the temporary.
 */
async function publish(temporary: string, final: string): Promise<void> {
  await link(temporary, final);
  await unlink(temporary);
}

/** Removes a file that may already be gone. */
const remove = (path: string) =>
  unlink(path).then(
    () => undefined,
    () => undefined,
  );

/**
 * The outbox directory: leads written atomically, one JSON file each, never overwritten, with
 * each lead's delivery record beside it. Every write recreates the directory if it was removed,
 * and reports a failure of the disk as an {@link OutboxError}.
 */
export function createOutbox(dir: string) {
  const temporaryPath = () => join(dir, `${INCOMING_PREFIX}${randomUUID()}`);

  /** Runs a write, recreating the directory once if it disappeared. */
  async function writing<T>(what: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        try {
          await mkdir(dir, { recursive: true, mode: 0o700 });
          return await write();
        } catch (again) {
          throw new OutboxError(`Could not ${what} in ${dir}`, again);
        }
      }
      throw new OutboxError(`Could not ${what} in ${dir}`, error);
    }
  }

  /** Writes a whole file under a temporary name, then puts it in place with `place`. */
  async function writeAtomically(
    final: string,
    text: string,
    place: (temporary: string, final: string) => Promise<void>,
  ) {
    const temporary = temporaryPath();
    try {
      await writeFile(temporary, text, { flag: 'wx', mode: PRIVATE_FILE });
      await place(temporary, final);
    } catch (error) {
      await remove(temporary);
      throw error;
    }
  }

  const readJson = async <T>(name: string): Promise<T> =>
    JSON.parse(await readFile(join(dir, name), 'utf8')) as T;

  return {
    dir,

    /** Creates the directory; fails (at start) when it cannot be. */
    async prepare(): Promise<void> {
      await mkdir(join(dir, REQUEUE_DIR), { recursive: true, mode: 0o700 });
    },

    /**
     * Streams an upload to a temporary file in the outbox, so it is never held whole
     * in memory, keeping its size and its first `headLength` bytes on the way. A failure
     * of the disk is an {@link OutboxError}; one of the upload's stream is rethrown as it is.
     */
    async receive(stream: Readable, headLength: number): Promise<IncomingFile> {
      const path = temporaryPath();
      await writing('receive a file', () => mkdir(dir, { recursive: true, mode: 0o700 }));
      let bytes = 0;
      const head: Buffer[] = [];
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (bytes < headLength) head.push(chunk.subarray(0, headLength - bytes));
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      let diskError: unknown = null;
      const target = createWriteStream(path, { flags: 'wx', mode: PRIVATE_FILE });
      target.on('error', (error) => (diskError = error));
      try {
        await pipeline(stream, inspect, target);
      } catch (error) {
        await remove(path);
        if (diskError) throw new OutboxError(`Could not receive a file in ${dir}`, diskError);
        throw error;
      }
      return {
        path,
        bytes,
        head: new Uint8Array(Buffer.concat(head)),
        discard: () => remove(path),
      };
    },

    /** Stores a lead (and its received attachment beside it) atomically. */
    async store(
      lead: Omit<StoredLead, 'id' | 'receivedAt' | 'attachment'>,
      upload?: {
        readonly file: IncomingFile;
        readonly fileName: string;
        readonly type: string;
        readonly extension: string;
      },
    ): Promise<StoredLead> {
      const receivedAt = new Date().toISOString();
      const id = `${receivedAt.replace(/[:.]/g, '-')}-${lead.endpoint}-${randomUUID().slice(0, 8)}`;
      let attachment: StoredAttachment | null = null;
      try {
        if (upload) {
          const storedAs = `${id}.${upload.extension}`;
          await writing('store an attachment', () =>
            publish(upload.file.path, join(dir, storedAs)),
          );
          attachment = {
            fileName: upload.fileName,
            storedAs,
            bytes: upload.file.bytes,
            type: upload.type,
          };
        }
        const stored: StoredLead = { id, receivedAt, ...lead, attachment };
        await writing('store a lead', () =>
          writeAtomically(
            join(dir, `${id}${LEAD_SUFFIX}`),
            `${JSON.stringify(stored, null, 2)}\n`,
            publish,
          ),
        );
        return stored;
      } catch (error) {
        await upload?.file.discard();
        if (attachment) await remove(join(dir, attachment.storedAs));
        throw error;
      }
    },

    /** A stored lead by id. */
    readLead: (id: string) => readJson<StoredLead>(`${id}${LEAD_SUFFIX}`),

    /** The path of a stored attachment. */
    attachmentPath: (attachment: StoredAttachment) => join(dir, attachment.storedAs),

    /** A lead's delivery record, or `null` before one was written. */
    async readRecord(id: string): Promise<DeliveryRecord | null> {
      try {
        return await readJson<DeliveryRecord>(`${id}${RECORD_SUFFIX}`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    /** Replaces a lead's delivery record atomically: a reader sees the old one or the new one. */
    writeRecord: (record: DeliveryRecord) =>
      writing('record a delivery', () =>
        writeAtomically(
          join(dir, `${record.lead}${RECORD_SUFFIX}`),
          `${JSON.stringify(record, null, 2)}\n`,
          rename,
        ),
      ),

    /**
     * Every lead's id, read from the directory as a stream (never every name in one call's
     * buffer, never a file handle per lead).
     */
    async *leadIds(): AsyncGenerator<string> {
      for await (const entry of await opendir(dir, { bufferSize: 256 })) {
        if (entry.isFile() && isLeadFile(entry.name))
          yield entry.name.slice(0, -LEAD_SUFFIX.length);
      }
    },

    /** Asks the running server to deliver a lead's pending mails now. */
    requeue: (id: string) =>
      writing('requeue a lead', () =>
        writeFile(join(dir, REQUEUE_DIR, id), '', { mode: PRIVATE_FILE }),
      ),

    /** The leads asked to be delivered now, each taken once. */
    async takeRequeued(): Promise<string[]> {
      const ids: string[] = [];
      for await (const entry of await opendir(join(dir, REQUEUE_DIR))) {
        await remove(join(dir, REQUEUE_DIR, entry.name));
        ids.push(entry.name);
      }
      return ids;
    },

    /**
     * Removes what a crash or a failed write left behind: temporary files, and attachments
     * whose lead was never written, older than `olderThanMs` (a younger one may still be in
     * the middle of another process's write). Returns how many were removed.
     */
    async sweep(olderThanMs: number, now = Date.now()): Promise<number> {
      let removed = 0;
      for await (const entry of await opendir(dir)) {
        const name = entry.name;
        const orphan =
          name.startsWith(INCOMING_PREFIX) ||
          (entry.isFile() &&
            !name.endsWith(LEAD_SUFFIX) &&
            !name.startsWith('.') &&
            !(await exists(join(dir, `${name.slice(0, name.lastIndexOf('.'))}${LEAD_SUFFIX}`))));
        if (!orphan) continue;
        const info = await stat(join(dir, name)).catch(() => null);
        if (info && now - info.mtimeMs > olderThanMs) {
          await remove(join(dir, name));
          removed += 1;
        }
      }
      return removed;
    },
  };
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** An outbox as {@link createOutbox} makes it. */
export type Outbox = ReturnType<typeof createOutbox>;
