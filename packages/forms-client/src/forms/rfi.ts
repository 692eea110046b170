import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { checkRfiFile, type UploadFile } from '../file-check';
import { readPhpReply } from '../protocols';
import type { SubmitResult } from '../result';
import { submit, toFormData } from '../submit';
import { clean } from '../text';
import { phpCampaignFields, whenBlank } from './form-mail';

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

/** The RFI/RFP form's messages (the file checks' are in `RFI_FILE_MESSAGES`). */
export const RFI_MESSAGES = {
  invalid: 'Please fill Name, Email, and Company.',
  failed: 'Submission failed.',
  network: 'Could not submit. Please email {email}.',
} as const;

/** The multipart text fields of an RFI/RFP submission (the file goes as `file`). */
export function rfiFields(
  input: RfiSubmission,
  context: SubmissionContext,
): Record<string, string> {
  return {
    name: clean(input.name),
    email: clean(input.email),
    company: clean(input.company),
    phone: clean(input.phone),
    notes: input.notes ?? '',
    honeypot: input.honeypot ?? '',
    ...phpCampaignFields(context),
  };
}

/**
 * Sends an RFI/RFP with its document to the RFI endpoint. The file is checked first
 * (type by extension and first bytes, 10 MB at most); a refused file comes back with
 * `discardFile: true`.
 */
export function sendRfi(
  input: RfiSubmission,
  context: SubmissionContext,
  config: FormsConfig,
): Promise<SubmitResult> {
  return submit(
    {
      honeypot: input.honeypot,
      validate: async () => {
        const missing = whenBlank(RFI_MESSAGES.invalid, [input.name, input.email, input.company]);
        if (missing) return missing;
        const fileProblem = await checkRfiFile(input.file);
        return fileProblem ? { message: fileProblem, discardFile: Boolean(input.file) } : null;
      },
      url: config.rfiEndpoint,
      body: () =>
        toFormData(rfiFields(input, context), {
          name: 'file',
          blob: input.file!,
          filename: input.file!.name,
        }),
      read: readPhpReply,
      messages: RFI_MESSAGES,
    },
    config,
  );
}
