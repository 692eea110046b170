import type { SubmissionContext } from '../campaign';
import { CHECKLIST_CONTRACT } from '../contract/forms';
import { phpSender } from '../senders';
import { phpFields } from './form-mail';

/** The AMC checklist download form. */
export interface ChecklistLead {
  readonly name: string;
  readonly email: string;
  readonly company?: string;
  readonly honeypot?: string;
}

/** The multipart fields of a checklist lead. */
export function checklistFields(
  input: ChecklistLead,
  context: SubmissionContext,
): Record<string, string> {
  return phpFields(input, context);
}

/** Sends a checklist lead to the lead endpoint. */
export const sendChecklistLead = /* @__PURE__ */ phpSender<ChecklistLead>({
  contract: CHECKLIST_CONTRACT,
  fields: checklistFields,
});
