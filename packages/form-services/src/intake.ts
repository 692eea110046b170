import {
  BOOKING_PAST_DATE_MESSAGE,
  REFERENCE_PATTERN,
  RFI_FILE_MESSAGES,
  isBlank,
  leadLanguage,
  leadProblem,
  makeReference,
  referenceFromMessage,
  type LeadContract,
} from '@acme/forms-client/contract';
import { fromQuoteQuery } from '@acme/pricing-engine';
import { randomBytes } from 'node:crypto';
import { bookingProblem } from './booking';
import { SERVICE_MESSAGES } from './http/answer';
import type { ReceivedFile } from './http/submission';
import { spamVerdict } from './spam/verdict';
import { leadFingerprint } from './store/fingerprint';
import type { DeliveryPlan, Leads, StoreOutcome, StoredLead } from './store/lead-store';

const HOUR_MS = 3_600_000;

/** Why a submission is not kept: its status and the words the visitor is shown. */
export interface Refusal {
  readonly status: number;
  readonly message: string;
}

/**
 * Why a submission may not be kept, by its form's contract: the honeypot (answered as a success
 * with no words, kept nowhere), then the contract's rules. `null` when it may be kept.
 */
export function refusal(
  contract: LeadContract,
  fields: Readonly<Record<string, string>>,
  now: Date,
): Refusal | null {
  if (contract.honeypot && !isBlank(fields[contract.honeypot])) return { status: 200, message: '' };
  const problem = leadProblem(contract, fields);
  if (problem !== null) return { status: 400, message: problem || SERVICE_MESSAGES.incomplete };
  // English when absent (a form of a client from before the Arabic site); no form sends another.
  if (leadLanguage(fields.language) === null)
    return { status: 400, message: SERVICE_MESSAGES.unexpected };
  if (contract.id === 'booking') {
    const booking = bookingProblem(fields, now);
    if (booking === 'past') return { status: 400, message: BOOKING_PAST_DATE_MESSAGE };
    if (booking === 'malformed') return { status: 400, message: SERVICE_MESSAGES.incomplete };
  }
  if (contract.id === 'saved-quote' && !fromQuoteQuery(fields.quote_query ?? ''))
    return { status: 400, message: SERVICE_MESSAGES.noQuote };
  return null;
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
export function submittedReference(
  contract: LeadContract,
  fields: Readonly<Record<string, string>>,
): string {
  // The quote request's JSON fields are fixed by the specification: its reference is its
  // message's first line.
  const sent =
    contract.id === 'quote' ? referenceFromMessage(fields.message ?? '') : fields.reference;
  return sent && REFERENCE_PATTERN.test(sent)
    ? sent
    : makeReference((length) => new Uint8Array(randomBytes(length)));
}

/**
 * Keeps an accepted submission: its reference (the form's, kept across the visitor's retries),
 * its fingerprint for the repeat check, the spam rules' verdict (a held lead is kept, not
 * delivered), and its deliveries planned with it. Resolves once the store
 * has it durably; a repeat resolves with the lead it repeats.
 */
export async function keepLead(
  leads: Pick<Leads, 'countRecent' | 'store'>,
  submission: {
    readonly contract: LeadContract;
    readonly fields: Readonly<Record<string, string>>;
    readonly client: StoredLead['client'];
    readonly upload?: ReceivedFile;
  },
  /** Who the lead's mails go to, from the lead as it will be kept. */
  mails: (lead: StoredLead) => DeliveryPlan,
  now: Date,
): Promise<StoreOutcome> {
  const { contract, fields, upload } = submission;
  const lead = {
    endpoint: contract.endpoint,
    form: contract.id,
    reference: submittedReference(contract, fields),
    fields,
    client: submission.client,
  };
  const email = fields.email ?? '';
  const earlierLeadsFromAddress = email
    ? await leads.countRecent(contract.id, email, new Date(now.getTime() - HOUR_MS))
    : 0;
  const verdict = spamVerdict(fields, contract.id, { earlierLeadsFromAddress });
  const attachment = upload
    ? {
        fileName: upload.fileName,
        type: upload.claimed ?? 'unknown',
        bytes: upload.file.bytes,
        sha256: upload.file.sha256,
      }
    : null;
  return leads.store(
    {
      ...lead,
      // Held: kept with its reasons and answered as any other, so a bot learns nothing.
      ...(verdict.held && { held: { score: verdict.score, reasons: verdict.reasons } }),
      fingerprint: leadFingerprint(contract.id, fields, attachment?.sha256 ?? null),
      upload: upload && {
        file: upload.file,
        fileName: upload.fileName,
        type: attachment?.type ?? 'unknown',
      },
    },
    mails({ ...lead, id: '', receivedAt: now.toISOString(), attachment }),
  );
}
