import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { clean } from '../text';
import { formMailFields, formMailSender, whenBlank } from './form-mail';

/** The contact page's message form. */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly company?: string;
  readonly phone?: string;
  readonly subject: string;
  readonly message: string;
  readonly botcheck?: string;
}

/** The contact form's messages, verbatim from the specification. */
export const CONTACT_MESSAGES = {
  invalid: 'Please fill Name, Email, Subject, and Message.',
  failed: 'Submission failed. Please try again.',
  network: 'Network error. Please try again.',
} as const;

/** The multipart fields a contact message sends. */
export function contactFields(
  input: ContactMessage,
  context: SubmissionContext,
  config: Pick<FormsConfig, 'accessKey'>,
): Record<string, string> {
  return {
    ...formMailFields(
      {
        subject: clean(input.subject),
        name: input.name,
        email: input.email,
        source: 'contact',
        botcheck: input.botcheck,
      },
      context,
      config,
    ),
    company: clean(input.company),
    phone: clean(input.phone),
    message: input.message,
  };
}

/** Sends a contact message to the form-mail service. */
export const sendContactMessage = formMailSender<ContactMessage>({
  invalid: (input) =>
    whenBlank(CONTACT_MESSAGES.invalid, [input.name, input.email, input.subject, input.message]),
  fields: contactFields,
  messages: CONTACT_MESSAGES,
});
