import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { ASSESSMENT_CONTRACT } from '../contract/forms';
import { formMailSender } from '../senders';
import { isBlank, phoneNumber } from '../text';
import { formMailFields } from './form-mail';

/** The free IT assessment dialog. */
export interface AssessmentRequest {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly phone?: string;
  readonly message?: string;
  /** The service the visitor asked about, when the dialog was opened from one. */
  readonly service?: string;
  /** The hidden honeypot field. */
  readonly botcheck?: string;
}

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
    phone: phoneNumber(input.phone),
    message: isBlank(input.message) ? '(none)' : (input.message ?? ''),
    ...(isBlank(input.service) ? {} : { service: (input.service ?? '').trim() }),
  };
}

/** Sends the free IT assessment request to the form-mail service. */
export const sendAssessmentRequest = /* @__PURE__ */ formMailSender<AssessmentRequest>({
  contract: ASSESSMENT_CONTRACT,
  fields: assessmentFields,
});
