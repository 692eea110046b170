import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { CONTACT_CONTRACT } from '../contract/forms';
import { formMailSender } from '../senders';
import { clean, phoneNumber } from '../text';
import { formMailFields } from './form-mail';

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
    phone: phoneNumber(input.phone),
    message: input.message,
  };
}

/** Sends a contact message to the form-mail service. */
export const sendContactMessage = /* @__PURE__ */ formMailSender<ContactMessage>({
  contract: CONTACT_CONTRACT,
  fields: contactFields,
});
