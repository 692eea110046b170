import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { APPLICATION_CONTRACT } from '../contract/forms';
import { formMailSender } from '../senders';
import { clean, phoneNumber } from '../text';
import { formMailFields } from './form-mail';

/** The careers application popup. */
export interface JobApplication {
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
  readonly position?: string;
  readonly coverLetter: string;
  /** A CV or LinkedIn address; sent as `cv_or_profile_url`. */
  readonly portfolioUrl?: string;
  readonly botcheck?: string;
}

/** The multipart fields a job application sends. */
export function applicationFields(
  input: JobApplication,
  context: SubmissionContext,
  config: Pick<FormsConfig, 'accessKey'>,
): Record<string, string> {
  const position = clean(input.position);
  return {
    ...formMailFields(
      {
        subject: position ? `Job Application: ${position}` : 'Job Application',
        name: input.name,
        email: input.email,
        source: 'careers',
        botcheck: input.botcheck,
      },
      context,
      config,
    ),
    phone: phoneNumber(input.phone),
    position,
    coverLetter: input.coverLetter,
    cv_or_profile_url: clean(input.portfolioUrl),
  };
}

/** Sends a job application to the form-mail service. */
export const sendJobApplication = /* @__PURE__ */ formMailSender<JobApplication>({
  contract: APPLICATION_CONTRACT,
  fields: applicationFields,
});
