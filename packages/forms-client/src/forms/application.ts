import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { clean } from '../text';
import { formMailFields, formMailSender, whenBlank } from './form-mail';

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

/** The application popup's messages, verbatim from the specification. */
export const APPLICATION_MESSAGES = {
  invalid: 'Please fill your Name, Email, and Cover Letter.',
  failed: 'Sorry—could not submit your application. Please try again.',
  network: 'Network error. Please try again.',
} as const;

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
    phone: clean(input.phone),
    position,
    coverLetter: input.coverLetter,
    cv_or_profile_url: clean(input.portfolioUrl),
  };
}

/** Sends a job application to the form-mail service. */
export const sendJobApplication = formMailSender<JobApplication>({
  invalid: (input) =>
    whenBlank(APPLICATION_MESSAGES.invalid, [input.name, input.email, input.coverLetter]),
  fields: applicationFields,
  messages: APPLICATION_MESSAGES,
});
