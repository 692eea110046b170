import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { isBlank } from '../text';
import { formMailFields, formMailSender, whenBlank } from './form-mail';

/** The free IT assessment dialog. */
export interface AssessmentRequest {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly phone?: string;
  readonly message?: string;
  /** The hidden honeypot field. */
  readonly botcheck?: string;
}

/** The assessment dialog's messages, verbatim from the specification. */
export const ASSESSMENT_MESSAGES = {
  invalid: 'Please fill Name, Work Email, and Company.',
  failed: 'Sorry—could not send your request. Please try again or email {email}.',
  network: 'Network error. Please try again.',
} as const;

/** The multipart fields the assessment request sends. */
export function assessmentFields(
  input: AssessmentRequest,
  context: SubmissionContext,
  config: Pick<FormsConfig, 'accessKey'>,
): Record<string, string> {
  return {
    ...formMailFields(
      {
        subject: 'Free IT Assessment',
        name: input.name,
        email: input.email,
        source: 'popup',
        botcheck: input.botcheck,
      },
      context,
      config,
    ),
    company: input.company.trim(),
    phone: (input.phone ?? '').trim(),
    message: isBlank(input.message) ? '(none)' : input.message!,
  };
}

/** Sends the free IT assessment request to the form-mail service. */
export const sendAssessmentRequest = formMailSender<AssessmentRequest>({
  invalid: (input) =>
    whenBlank(ASSESSMENT_MESSAGES.invalid, [input.name, input.email, input.company]),
  fields: assessmentFields,
  messages: ASSESSMENT_MESSAGES,
});
