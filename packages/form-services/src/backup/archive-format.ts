import { createHash } from 'node:crypto';
import type { Incident, LeadWithDeliveries } from '../store/lead-store';

/**
 * A backup archive is JSON lines, each ending in `\n`, so it is written and read as a stream:
 * the header, one line a lead (its attachment's bytes in base64), one a hash of the erasure
 * register, the incidents, and last the manifest: the counts and the SHA-256 of every byte
 * before it. An archive cut short has no manifest; an altered one fails its checksum.
 */
export const ARCHIVE_FORMAT = 'acme-form-services-backup';
export const ARCHIVE_VERSION = 1;

/** The first line: what the file is, when it was made and of which store. */
export interface ArchiveHeader {
  readonly format: typeof ARCHIVE_FORMAT;
  readonly version: typeof ARCHIVE_VERSION;
  readonly createdAt: string;
  /** The store it was made of, as it names itself. */
  readonly source: string;
}

/** How much an archive holds, as its manifest counts it. */
export interface ArchiveCounts {
  readonly leads: number;
  readonly attachments: number;
  readonly deliveries: number;
  /** Deliveries still to send when the backup was made. */
  readonly pending: number;
  readonly erasures: number;
  readonly incidents: number;
}

/** The last line. */
export interface ArchiveManifest extends ArchiveCounts {
  /** SHA-256, hex, of every byte of the archive before this line. */
  readonly sha256: string;
}

/** One line after the header, by what it holds. */
export type ArchiveLine =
  | (LeadWithDeliveries & { readonly attachment: string | null })
  | { readonly erasure: string }
  | { readonly incidents: readonly Incident[] }
  | { readonly manifest: ArchiveManifest };

/** An archive a restore or a check refuses, with what is wrong with it, in one line. */
export class ArchiveRefused extends Error {
  override readonly name = 'ArchiveRefused';
}

/** An empty count, for a reader or writer to add to. */
export const noCounts = (): { -readonly [K in keyof ArchiveCounts]: number } => ({
  leads: 0,
  attachments: 0,
  deliveries: 0,
  pending: 0,
  erasures: 0,
  incidents: 0,
});

/** What a line of a lead adds to the counts. */
export function countLead(counts: ReturnType<typeof noCounts>, entry: LeadWithDeliveries): void {
  counts.leads += 1;
  if (entry.lead.attachment) counts.attachments += 1;
  counts.deliveries += entry.deliveries.length;
  counts.pending += entry.deliveries.filter((delivery) => delivery.status === 'pending').length;
}

/** Whether bytes are an attachment's, by the SHA-256 its lead carries. */
export const matchesChecksum = (bytes: Buffer, sha256: string): boolean =>
  createHash('sha256').update(bytes).digest('hex') === sha256;
