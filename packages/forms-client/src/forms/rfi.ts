import type { SubmissionContext } from '../campaign';
import { RFI_CONTRACT } from '../contract/forms';
import { checkRfiFile, type UploadFile } from '../file-check';
import { phpSender } from '../senders';
import { phoneNumber } from '../text';
import { phpFields } from './form-mail';

/** The RFI/RFP submission form with its one attached document. */
export interface RfiSubmission {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly phone?: string;
  readonly notes?: string;
  readonly honeypot?: string;
  readonly file: (UploadFile & Blob) | null | undefined;
}

/** The multipart text fields of an RFI/RFP submission (the file goes as `file`). */
export function rfiFields(
  input: RfiSubmission,
  context: SubmissionContext,
): Record<string, string> {
  return {
    ...phpFields(input, context),
    phone: phoneNumber(input.phone),
    notes: input.notes ?? '',
  };
}

/**
 * Sends an RFI/RFP with its document to the RFI endpoint. The file is checked after the
 * contract (type by extension and first bytes, 10 MB at most); a refused file comes back with
 * `discardFile: true`.
 */
export const sendRfi = /* @__PURE__ */ phpSender<RfiSubmission>({
  contract: RFI_CONTRACT,
  fields: rfiFields,
  check: async (input) => {
    const problem = await checkRfiFile(input.file);
    return problem ? { message: problem, discardFile: Boolean(input.file) } : null;
  },
  file: ({ file }) => (file ? { name: 'file', blob: file, filename: file.name } : undefined),
});
