import { UTM_KEYS, type SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { readFormMailReply, type FailureMessages } from '../protocols';
import type { SubmitResult } from '../result';
import { submit, toFormData, type Invalid } from '../submit';
import { clean, isBlank } from '../text';

/** The fields every form-mail submission carries besides the form's own. */
export interface FormMailEnvelope {
  readonly subject: string;
  readonly name: string | undefined;
  readonly email: string | undefined;
  /** Which form sent it, e.g. `popup`. */
  readonly source: string;
  readonly botcheck: string | undefined;
}

/**
 * The form-mail fields common to every form: access key, subject, sender, reply-to,
 * page, source, honeypot and the five campaign parameters.
 */
export function formMailFields(
  envelope: FormMailEnvelope,
  context: SubmissionContext,
  config: Pick<FormsConfig, 'accessKey'>,
): Record<string, string> {
  const name = clean(envelope.name);
  const email = clean(envelope.email);
  const fields: Record<string, string> = {
    access_key: config.accessKey,
    subject: envelope.subject,
    from_name: name,
    name,
    email,
    replyto: email,
    page: context.page,
    source: envelope.source,
    botcheck: envelope.botcheck ?? '',
  };
  for (const key of UTM_KEYS) fields[key] = context.campaign[key];
  return fields;
}

/** The campaign fields the PHP endpoints take: three UTM parameters and the referrer. */
export function phpCampaignFields(context: SubmissionContext): Record<string, string> {
  return {
    utm_source: context.campaign.utm_source,
    utm_medium: context.campaign.utm_medium,
    utm_campaign: context.campaign.utm_campaign,
    referrer: context.referrer,
  };
}

/** What a form-mail form is made of. */
export interface FormMailForm<Input extends { readonly botcheck?: string }> {
  /** Why the input may not be sent, or `null`. */
  readonly invalid: (input: Input, config: FormsConfig) => Invalid | null;
  readonly fields: (
    input: Input,
    context: SubmissionContext,
    config: FormsConfig,
  ) => Record<string, string>;
  readonly messages: FailureMessages;
}

/** The send function of a form-mail form: honeypot, validation, multipart POST, answer. */
export function formMailSender<Input extends { readonly botcheck?: string }>(
  form: FormMailForm<Input>,
): (input: Input, context: SubmissionContext, config: FormsConfig) => Promise<SubmitResult> {
  return (input, context, config) =>
    submit(
      {
        honeypot: input.botcheck,
        validate: () => form.invalid(input, config),
        url: config.formMailEndpoint,
        body: () => toFormData(form.fields(input, context, config)),
        read: readFormMailReply,
        messages: form.messages,
      },
      config,
    );
}

/** A refusal with `message` when any of the required values is blank, else `null`. */
export function whenBlank(
  message: string,
  required: readonly (string | null | undefined)[],
): Invalid | null {
  return required.some(isBlank) ? { message } : null;
}
