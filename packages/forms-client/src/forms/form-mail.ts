import { UTM_KEYS, type SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { clean } from '../text';

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

/**
 * The fields both PHP endpoints take: who, the honeypot, three UTM parameters and the referrer.
 */
export function phpFields(
  input: {
    readonly name: string;
    readonly email: string;
    readonly company?: string;
    readonly honeypot?: string;
  },
  context: SubmissionContext,
): Record<string, string> {
  return {
    name: clean(input.name),
    email: clean(input.email),
    company: clean(input.company),
    honeypot: input.honeypot ?? '',
    utm_source: context.campaign.utm_source,
    utm_medium: context.campaign.utm_medium,
    utm_campaign: context.campaign.utm_campaign,
    referrer: context.referrer,
  };
}
