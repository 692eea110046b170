import {
  RFI_FILE_MESSAGES,
  SIGNATURE_LENGTH,
  detectDocumentType,
  typeFromFileName,
  TOO_LARGE_MESSAGE,
  type DocumentType,
} from '@acme/forms-client/contract';
import type { FastifyRequest } from 'fastify';
import { StoreUnavailableError } from '../store/errors';
import type { IncomingFile, Uploads } from '../store/lead-store';

/** A file part as received: staged by the store, with what its name and bytes say it is. */
export interface ReceivedFile {
  readonly file: IncomingFile;
  readonly fileName: string;
  readonly mimetype: string;
  /** The type the extension claims. */
  readonly claimed: DocumentType | null;
  /** The type the first bytes announce. */
  readonly detected: DocumentType | null;
  /** True when the file went past the size limit and was cut off. */
  readonly truncated: boolean;
}

/** A parsed submission: its text fields and at most one file. */
export interface ReceivedSubmission {
  readonly fields: Record<string, string>;
  readonly file: ReceivedFile | null;
}

/** Thrown for a request that is not a well-formed submission. */
export class SubmissionError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Multipart limits whose breach means "too large", not "malformed". */
const SIZE_LIMITS = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

function stringFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SubmissionError(400, 'Expected form fields.');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[name] = String(value);
    }
  }
  return fields;
}

/** The fields as checked and kept: the email without the spaces a paste brings. */
const tidy = (fields: Record<string, string>) =>
  fields.email === undefined ? fields : { ...fields, email: fields.email.trim() };

/**
 * Reads a submission in any of the encodings forms use: multipart (streamed; a
 * file goes straight to the store's staging file, never whole into memory), JSON or URL-encoded.
 */
export async function readSubmission(
  request: FastifyRequest,
  options: {
    readonly uploads: Uploads;
    readonly maxFileBytes: number;
    /** All text fields together, in bytes, as for a JSON body. */
    readonly maxTextBytes: number;
    readonly acceptFile: boolean;
  },
): Promise<ReceivedSubmission> {
  if (!request.isMultipart()) return { fields: tidy(stringFields(request.body)), file: null };

  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let textBytes = 0;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: options.maxFileBytes,
        files: 1,
        fields: 60,
        // One byte over the whole text limit marks a field as too large without keeping more.
        fieldSize: options.maxTextBytes + 1,
      },
    })) {
      if (part.type === 'field') {
        const value = String(part.value);
        textBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value);
        if (part.valueTruncated || textBytes > options.maxTextBytes)
          throw new SubmissionError(413, TOO_LARGE_MESSAGE);
        fields[part.fieldname] = value;
        continue;
      }
      if (!options.acceptFile) {
        part.file.resume();
        throw new SubmissionError(400, 'Attachments are not accepted here.');
      }
      const received = await options.uploads.receive(part.file, SIGNATURE_LENGTH);
      file = {
        file: received,
        fileName: part.filename,
        mimetype: part.mimetype,
        claimed: typeFromFileName(part.filename),
        detected: detectDocumentType(received.head),
        truncated: part.file.truncated,
      };
    }
  } catch (error) {
    await file?.file.discard();
    if (error instanceof SubmissionError || error instanceof StoreUnavailableError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new SubmissionError(413, RFI_FILE_MESSAGES.tooLarge);
    if (SIZE_LIMITS.has(code)) throw new SubmissionError(413, TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT')
      throw new SubmissionError(400, 'Only one file may be attached.');
    throw new SubmissionError(400, 'The form data could not be read.');
  }
  return { fields: tidy(fields), file };
}
