import { fillEmail, type FormsConfig } from './config';
import type { ReplyResult } from './result';
import { isBlank } from './text';
import { postOnce, type Reply, type SendOptions } from './transport';
import type { FailureMessages } from './contract/forms';

/** A refusal before sending: the message (may hold `{email}`) and whether to drop the file. */
export interface Invalid {
  readonly message: string;
  readonly discardFile?: boolean;
}

/** One submission of one form, as {@link submit} runs it. */
export interface SubmissionPlan {
  /** The hidden field's value; anything in it drops the submission silently. */
  readonly honeypot: string | undefined;
  /** The checks to run before sending; `null` when the input is fine. */
  readonly validate: () => Invalid | null | Promise<Invalid | null>;
  readonly url: string;
  /** The request body, built only once the input is valid. */
  readonly body: () => FormData | Readonly<Record<string, string>>;
  /** How this service's answers read. */
  readonly read: (reply: Reply, messages: FailureMessages) => ReplyResult;
  /** The form's failure messages (may hold `{email}`). */
  readonly messages: FailureMessages;
  /**
   * Says an English message in the page's language (a message it does not know as it is): the
   * checks', the failures' and the service's refusals alike. Default: as it is.
   */
  readonly say?: (message: string) => string;
}

/**
 * Runs a submission: honeypot, validation, one POST, and the answer read into a
 * {@link ReplyResult}. Expected failures are results, never exceptions.
 */
export async function submit(
  plan: SubmissionPlan,
  config: FormsConfig,
  options?: SendOptions,
): Promise<ReplyResult> {
  if (!isBlank(plan.honeypot)) return { status: 'ignored' };
  const say = (message: string) =>
    fillEmail(plan.say ? plan.say(message) : message, config.companyEmail);
  const invalid = await plan.validate();
  if (invalid) {
    return {
      status: 'invalid',
      message: say(invalid.message),
      ...(invalid.discardFile ? { discardFile: true } : {}),
    };
  }
  const reply = await postOnce(plan.url, plan.body(), config, options);
  const result = plan.read(reply, {
    failed: say(plan.messages.failed),
    network: say(plan.messages.network),
  });
  // A service refuses in the specification's English words: the page's language says them.
  return 'message' in result ? { ...result, message: say(result.message) } : result;
}

/** Builds multipart form data from string fields (and an optional file). */
export function toFormData(
  fields: Readonly<Record<string, string>>,
  file?: { name: string; blob: Blob; filename: string },
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append(file.name, file.blob, file.filename);
  return data;
}
