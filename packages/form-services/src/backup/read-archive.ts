import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Incident, LeadWithDeliveries } from '../store/lead-store';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveRefused,
  countLead,
  matchesChecksum,
  noCounts,
  type ArchiveCounts,
  type ArchiveHeader,
  type ArchiveManifest,
} from './archive-format';

/** What an archive holds, one item at a time, as a restore takes it. */
export type ArchiveItem =
  | {
      readonly lead: LeadWithDeliveries;
      readonly attachment: Buffer | null;
    }
  | { readonly erasure: string }
  | { readonly incidents: readonly Incident[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The header line, or the refusal of a file that is not an archive of this format. */
function header(line: string | undefined, file: string): ArchiveHeader {
  const foreign = new ArchiveRefused(
    `${file} is not a form-services backup: it does not start with its header.`,
  );
  if (line === undefined) throw new ArchiveRefused(`${file} is empty: it is not a backup.`);
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    if (line.startsWith(`{"format":"${ARCHIVE_FORMAT}"`))
      throw new ArchiveRefused(`${file} is cut short: it ends in its header.`);
    throw foreign;
  }
  if (!isObject(value) || value.format !== ARCHIVE_FORMAT) throw foreign;
  if (value.version !== ARCHIVE_VERSION)
    throw new ArchiveRefused(
      `${file} is a backup of version ${String(value.version)}; this version reads ${ARCHIVE_VERSION}.`,
    );
  return value as unknown as ArchiveHeader;
}

/** One lead's line, its attachment checked against the checksum its lead carries. */
function leadItem(value: Record<string, unknown>, where: string) {
  const { attachment, ...entry } = value as unknown as LeadWithDeliveries & {
    attachment: string | null;
  };
  if (!isObject(entry.lead) || !Array.isArray(entry.deliveries))
    throw new ArchiveRefused(`${where} is not a lead, a deletion or the manifest: altered.`);
  const bytes = typeof attachment === 'string' ? Buffer.from(attachment, 'base64') : null;
  const described = entry.lead.attachment;
  if (
    (described === null) !== (bytes === null) ||
    (described && bytes && !matchesChecksum(bytes, described.sha256))
  )
    throw new ArchiveRefused(
      `${where}: the attachment of lead ${entry.lead.id} does not match its checksum: altered.`,
    );
  return { lead: entry, attachment: bytes };
}

/** Why the counts a manifest states are not those of the lines, or `null`. */
function countsDiffer(manifest: ArchiveManifest, counted: ArchiveCounts): string | null {
  for (const key of Object.keys(counted) as (keyof ArchiveCounts)[])
    if (manifest[key] !== counted[key])
      return `its manifest counts ${manifest[key]} ${key}, it holds ${counted[key]}`;
  return null;
}

/**
 * Reads an archive a line at a time, checking it as it goes: its header, each line, each
 * attachment against its checksum, and at the end the manifest's counts and checksum of every
 * byte. Throws `ArchiveRefused` naming what is wrong; the items come before the check of the
 * whole, so a restore reads the archive through once (`verifyArchive`) before writing anything.
 */
export async function* readArchive(
  file: string,
): AsyncGenerator<ArchiveItem, { header: ArchiveHeader; manifest: ArchiveManifest }> {
  const input = createReadStream(file);
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    return yield* checkedLines(file, lines[Symbol.asyncIterator]());
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error;
    throw new ArchiveRefused(`${file} cannot be read: ${(error as Error).message}`);
  } finally {
    lines.close();
    input.destroy();
  }
}

/** The archive's lines checked, as {@link readArchive} describes. */
async function* checkedLines(
  file: string,
  iterator: AsyncIterator<string>,
): AsyncGenerator<ArchiveItem, { header: ArchiveHeader; manifest: ArchiveManifest }> {
  const first = await iterator.next();
  const head = header(first.done ? undefined : first.value, file);
  const hash = createHash('sha256').update(`${first.value as string}\n`);
  const counted = noCounts();
  let manifest: ArchiveManifest | null = null;
  let number = 1;
  let cut: string | null = null;
  for await (const line of { [Symbol.asyncIterator]: () => iterator }) {
    number += 1;
    const where = `${file}, line ${number}`;
    if (cut) throw new ArchiveRefused(`${cut} is not JSON: altered.`);
    if (manifest) throw new ArchiveRefused(`${where} comes after the manifest: altered.`);
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      // The last line of a file cut short; any other is an alteration.
      cut = where;
      continue;
    }
    if (!isObject(value)) throw new ArchiveRefused(`${where} is not an object: altered.`);
    if (isObject(value.manifest)) {
      manifest = value.manifest as unknown as ArchiveManifest;
      continue;
    }
    hash.update(`${line}\n`);
    if (typeof value.erasure === 'string') {
      counted.erasures += 1;
      yield { erasure: value.erasure };
    } else if (Array.isArray(value.incidents)) {
      counted.incidents += value.incidents.length;
      yield { incidents: value.incidents as Incident[] };
    } else {
      const item = leadItem(value, where);
      countLead(counted, item.lead);
      yield item;
    }
  }
  if (!manifest)
    throw new ArchiveRefused(
      `${file} is cut short: it ends after ${counted.leads} leads, before its manifest.`,
    );
  if (manifest.sha256 !== hash.digest('hex'))
    throw new ArchiveRefused(`${file} does not match its manifest's checksum: altered.`);
  const differ = countsDiffer(manifest, counted);
  if (differ) throw new ArchiveRefused(`${file} is altered: ${differ}.`);
  return { header: head, manifest };
}

/**
 * Reads a whole archive through, checking it, each item handed to `onItem`; what it holds, or
 * `ArchiveRefused`.
 */
export async function verifyArchive(
  file: string,
  onItem: (item: ArchiveItem) => void = () => undefined,
): Promise<{ header: ArchiveHeader; manifest: ArchiveManifest }> {
  const reading = readArchive(file);
  for (;;) {
    const next = await reading.next();
    if (next.done) return next.value;
    onItem(next.value);
  }
}
