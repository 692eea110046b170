import type { SubmissionContext } from '../campaign';
import type { FormsConfig } from '../config';
import { readPhpReply } from '../protocols';
import type { SubmitResult } from '../result';
import { submit, toFormData } from '../submit';
import { clean } from '../text';
import { phpCampaignFields, whenBlank } from './form-mail';

/** The AMC checklist download form. */
export interface ChecklistLead {
  readonly name: string;
  readonly email: string;
  readonly company?: string;
  readonly honeypot?: string;
}

/** The checklist form's messages. */
export const CHECKLIST_MESSAGES = {
  invalid: 'Please fill Name and Email.',
  failed: 'Could not submit.',
  network: 'Submission failed. Please email {email}.',
} as const;

/** The multipart fields of a checklist lead. */
export function checklistFields(
  input: ChecklistLead,
  context: SubmissionContext,
): Record<string, string> {
  return {
    name: clean(input.name),
    email: clean(input.email),
    company: clean(input.company),
    honeypot: input.honeypot ?? '',
    ...phpCampaignFields(context),
  };
}

/** Sends a checklist lead to the lead endpoint. */
export function sendChecklistLead(
  input: ChecklistLead,
  context: SubmissionContext,
  config: FormsConfig,
): Promise<SubmitResult> {
  return submit(
    {
      honeypot: input.honeypot,
      validate: () => whenBlank(CHECKLIST_MESSAGES.invalid, [input.name, input.email]),
      url: config.leadEndpoint,
      body: () => toFormData(checklistFields(input, context)),
      read: readPhpReply,
      messages: CHECKLIST_MESSAGES,
    },
    config,
  );
}
