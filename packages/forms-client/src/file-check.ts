/** The document types an RFI/RFP may be. */
export type DocumentType = 'pdf' | 'doc' | 'docx';

/** The largest RFI/RFP file accepted: 10 MB. */
export const MAX_RFI_FILE_BYTES = 10 * 1024 * 1024;

/** The file-field `accept` list for RFI/RFP uploads. */
export const RFI_FILE_ACCEPT = '.pdf,.doc,.docx';

/** How many leading bytes {@link detectDocumentType} needs. */
export const SIGNATURE_LENGTH = 8;

const SIGNATURES: Readonly<Record<DocumentType, readonly number[]>> = {
  pdf: [0x25, 0x50, 0x44, 0x46], // %PDF
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE compound file
  docx: [0x50, 0x4b, 0x03, 0x04], // zip (Office Open XML)
};

/**
 * Which document type a file's first bytes announce, or `null`.
 *
 * @example
 * detectDocumentType(new TextEncoder().encode('%PDF-1.7')); // => 'pdf'
 * detectDocumentType(new TextEncoder().encode('MZ')); // => null
 */
export function detectDocumentType(head: Uint8Array): DocumentType | null {
  for (const [type, signature] of Object.entries(SIGNATURES) as [
    DocumentType,
    readonly number[],
  ][]) {
    if (signature.every((byte, i) => head[i] === byte)) return type;
  }
  return null;
}

/**
 * The document type a file name's extension claims, or `null`.
 *
 * @example
 * typeFromFileName('Tender.DOCX'); // => 'docx'
 * typeFromFileName('setup.exe'); // => null
 */
export function typeFromFileName(name: string): DocumentType | null {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === 'pdf' || extension === 'doc' || extension === 'docx' ? extension : null;
}

/** The messages of the RFI/RFP file checks. */
export const RFI_FILE_MESSAGES = {
  missing: 'Please attach your RFI/RFP (PDF or Word).',
  wrongType: 'Please upload PDF or Word (DOC/DOCX).',
  tooLarge: 'File too large (max 10MB).',
} as const;

/** A file as the browser's file input (or Node's `File`) gives it. */
export type UploadFile = Pick<File, 'name' | 'size' | 'slice'>;

/**
 * Checks an RFI/RFP file before anything is sent: its extension must be pdf, doc or
 * docx, its first bytes must be that type's, and it may be 10 MB at most. Returns
 * the message to show, or `null` when the file is fine.
 */
export async function checkRfiFile(file: UploadFile | null | undefined): Promise<string | null> {
  if (!file) return RFI_FILE_MESSAGES.missing;
  const claimed = typeFromFileName(file.name);
  if (claimed === null) return RFI_FILE_MESSAGES.wrongType;
  if (file.size > MAX_RFI_FILE_BYTES) return RFI_FILE_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  return detectDocumentType(head) === claimed ? null : RFI_FILE_MESSAGES.wrongType;
}
