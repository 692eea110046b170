import type { LeadContract, LeadEndpoint } from '@acme/forms-client/contract';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, readFile, readdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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

const INCOMING_PREFIX = '.incoming-';

/**
 * Moves a finished temporary file to its final name without ever replacing an
 * existing file (a hard link fails if the name is taken), then drops the temporary.
 */
async function publish(temporary: string, final: string): Promise<void> {
  await link(temporary, final);
  await unlink(temporary);
}

/** The outbox directory: leads written atomically, one JSON file each, never overwritten. */
export function createOutbox(dir: string) {
  const ready = mkdir(dir, { recursive: true });

  return {
    dir,

    /**
     * Streams an upload to a temporary file in the outbox, so it is never held whole
     * in memory, keeping its size and its first `headLength` bytes on the way.
     */
    async receive(stream: Readable, headLength: number): Promise<IncomingFile> {
      await ready;
      const path = join(dir, `${INCOMING_PREFIX}${randomUUID()}`);
      let bytes = 0;
      const head: Buffer[] = [];
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (bytes < headLength) head.push(chunk.subarray(0, headLength - bytes));
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, inspect, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        await unlink(path).catch(() => undefined);
        throw error;
      }
      return {
        path,
        bytes,
        head: new Uint8Array(Buffer.concat(head)),
        discard: () => unlink(path).catch(() => undefined),
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
      await ready;
      const receivedAt = new Date().toISOString();
      const id = `${receivedAt.replace(/[:.]/g, '-')}-${lead.endpoint}-${randomUUID().slice(0, 8)}`;
      let attachment: StoredAttachment | null = null;
      if (upload) {
        const storedAs = `${id}.${upload.extension}`;
        await publish(upload.file.path, join(dir, storedAs));
        attachment = {
          fileName: upload.fileName,
          storedAs,
          bytes: upload.file.bytes,
          type: upload.type,
        };
      }
      const stored: StoredLead = { id, receivedAt, ...lead, attachment };
      const temporary = join(dir, `${INCOMING_PREFIX}${randomUUID()}`);
      await writeFile(temporary, `${JSON.stringify(stored, null, 2)}\n`, { flag: 'wx' });
      await publish(temporary, join(dir, `${id}.json`));
      return stored;
    },

    /** Every stored lead, newest first. */
    async list(): Promise<StoredLead[]> {
      await ready;
      const names = (await readdir(dir)).filter(
        (name) => name.endsWith('.json') && !name.startsWith('.'),
      );
      const leads = await Promise.all(
        names.map(
          async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as StoredLead,
        ),
      );
      return leads.sort(
        (a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id.localeCompare(a.id),
      );
    },
  };
}

/** An outbox as {@link createOutbox} makes it. */
export type Outbox = ReturnType<typeof createOutbox>;
