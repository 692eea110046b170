import {
  BOOKING_PAST_DATE_MESSAGE,
  RFI_FILE_MESSAGES,
  isBlank,
  leadLanguage,
  leadProblem,
  makeReference,
  type LeadContract,
} from '@acme/forms-client/contract';
import { isBookingDateAllowed } from '@acme/pricing-engine';
import { randomBytes } from 'node:crypto';
import { SERVICE_MESSAGES } from './http/answer';
import type { ReceivedFile } from './http/submission';
import { decodeContent } from './lead/decode-lead';
import { formReference } from './lead/form-reference';
import type { LeadContent } from './lead/types';
import { spamVerdict } from './spam/verdict';
import { leadFingerprint } from './store/fingerprint';
import type { DeliveryPlan, Leads, StoreOutcome, StoredLead } from './store/lead-store';

const HOUR_MS = 3_600_000;

/** Why a submission is not kept: its status and the words the visitor is shown. */
export interface Refusal {
  readonly status: number;
  readonly message: string;
}

/** What the intake makes of a submission: refused, or the lead its fields state, decoded once. */
export type Admission =
  | { readonly refused: Refusal; readonly lead: null }
  | { readonly refused: null; readonly lead: LeadContent };

const refused = (status: number, message: string): Admission => ({
  refused: { status, message },
  lead: null,
});

/**
 * A submission checked by its form's contract and decoded: the honeypot (answered as a success
 * with no words, kept nowhere), the contract's rules, the language, then what the form computes
 * from its fields (a booking the form could send, for today or later in Dubai; a saved quote's
 * calculator state). The lead it admits carries what was decoded, for everything after intake.
 */
export function admission(
  contract: LeadContract,
  fields: Readonly<Record<string, string>>,
  now: Date,
): Admission {
  if (contract.honeypot && !isBlank(fields[contract.honeypot])) return refused(200, '');
  const problem = leadProblem(contract, fields);
  if (problem !== null) return refused(400, problem || SERVICE_MESSAGES.incomplete);
  // English when absent (a form of a client from before the Arabic site); no form sends another.
  if (leadLanguage(fields.language) === null) return refused(400, SERVICE_MESSAGES.unexpected);
  const lead = decodeContent(contract.id, fields);
  if ('undecodable' in lead)
    return refused(
      400,
      lead.form === 'saved-quote' ? SERVICE_MESSAGES.noQuote : SERVICE_MESSAGES.incomplete,
    );
  if (lead.form === 'booking' && !isBookingDateAllowed(lead.booking.request.date, now))
    return refused(400, BOOKING_PAST_DATE_MESSAGE);
  return { refused: null, lead };
}

/** Why an RFI file may not be kept, or `null` when it may. */
export function rfiFileProblem(file: ReceivedFile | null, maxBytes: number): Refusal | null {
  if (!file) return { status: 400, message: RFI_FILE_MESSAGES.missing };
  if (file.claimed === null) return { status: 415, message: RFI_FILE_MESSAGES.wrongType };
  if (file.truncated || file.file.bytes > maxBytes)
    return { status: 413, message: RFI_FILE_MESSAGES.tooLarge };
  if (file.detected !== file.claimed) return { status: 415, message: RFI_FILE_MESSAGES.wrongType };
  return null;
}

/** The reference a submission brought, or a new one when it brought none that is valid. */
const submittedReference = (lead: LeadContent): string =>
  formReference(lead) ?? makeReference((length) => new Uint8Array(randomBytes(length)));

/**
 * Keeps an admitted lead: its reference (the form's, kept across the visitor's retries), its
 * fingerprint for the repeat check, the spam rules' verdict (a held lead is kept, not
 * delivered), and its deliveries planned with it. Resolves once the store has it durably; a
 * repeat resolves with the lead it repeats.
 */
export async function keepLead(
  leads: Pick<Leads, 'countRecent' | 'store'>,
  submission: {
    readonly contract: LeadContract;
    /** The lead as {@link admission} decoded it. */
    readonly lead: LeadContent;
    readonly client: StoredLead['client'];
    readonly upload?: ReceivedFile;
  },
  /** Who the lead's mails go to: the mails its form promises. */
  mails: (lead: LeadContent) => DeliveryPlan,
  now: Date,
): Promise<StoreOutcome> {
  const { contract, lead, upload } = submission;
  const { fields } = lead;
  const email = fields.email ?? '';
  const earlierLeadsFromAddress = email
    ? await leads.countRecent(contract.id, email, new Date(now.getTime() - HOUR_MS))
    : 0;
  const verdict = spamVerdict(lead, { earlierLeadsFromAddress });
  return leads.store(
    {
      endpoint: contract.endpoint,
      form: contract.id,
      reference: submittedReference(lead),
      fields,
      client: submission.client,
      // Held: kept with its reasons and answered as any other, so a bot learns nothing.
      ...(verdict.held && { held: { score: verdict.score, reasons: verdict.reasons } }),
      fingerprint: leadFingerprint(contract.id, fields, upload?.file.sha256 ?? null),
      upload: upload && {
        file: upload.file,
        fileName: upload.fileName,
        type: upload.claimed ?? 'unknown',
      },
    },
    mails(lead),
  );
}
