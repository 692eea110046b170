import type { ArchiveCounts, ArchiveHeader } from './archive-format';

/**
 * What an archive holds, in words.
 *
 * @example
 * archiveContents({ leads: 2, attachments: 1, deliveries: 5, pending: 1, erasures: 0, incidents: 0 }); // => '2 leads, 1 attachments, 5 deliveries (1 pending), 0 erased addresses, 0 incidents'
 */
export const archiveContents = (counts: ArchiveCounts): string =>
  `${counts.leads} leads, ${counts.attachments} attachments, ${counts.deliveries} deliveries (${counts.pending} pending), ${counts.erasures} erased addresses, ${counts.incidents} incidents`;

/** What `pnpm leads backup` says once the archive is in place. */
export const backupSummary = (source: string, file: string, counts: ArchiveCounts): string =>
  `Backed up ${archiveContents(counts)} of ${source} to ${file}.`;

/** What `pnpm leads backup --verify` says of a whole archive. */
export const verifiedSummary = (
  file: string,
  archive: { readonly header: ArchiveHeader; readonly manifest: ArchiveCounts },
): string =>
  `${file} is whole: a backup of ${archive.header.source} made ${archive.header.createdAt}, ${archiveContents(archive.manifest)}.`;
