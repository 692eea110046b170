import type { ScanOptions } from '../config/options';
import { ScanFailure, scanBytes, type ScanVerdict } from '../scan/clamd';
import type { StoredLead } from '../store/lead-store';
import { DeliveryFailure } from './failure';

/** A scan that failed is tried again within a minute, until the scan's give-up time. */
export const SCAN_RETRY_MS = 60_000;

/** How many files' verdicts a server remembers: a lead's deliveries scan its file once. */
const REMEMBERED = 100;

/**
 * What a lead's file lets its deliveries carry: the file (clean, or no file), or only its name,
 * as the scanner could not be reached before the give-up time.
 */
export type FileClearance = 'clean' | 'not-scanned';

/** The lead's file was found infected: the lead is held, and nothing of it goes out. */
export class InfectedFile extends Error {
  override readonly name = 'InfectedFile';
  constructor(readonly signature: string) {
    super(`The file is infected (${signature}).`);
  }
}

/** Who hears how clamd is doing: a scan given up (with why), and one answered. */
export interface ScanHealth {
  readonly gaveUp: (reason: string) => void;
  readonly answered: () => void;
}

/** Clears a lead's file for its deliveries, scanning it: see {@link fileScanner}. */
export type FileScanner = (lead: StoredLead, now: Date) => Promise<FileClearance>;

/**
 * The scan step of a delivery: a lead with a file goes out once clamd finds the file clean.
 * Infected, it throws {@link InfectedFile}; clamd unreachable or silent, a retryable
 * {@link DeliveryFailure} due again within {@link SCAN_RETRY_MS}, until the lead has waited
 * `giveUpMs`: then the file is `not-scanned` and the mails go out without it.
 */
export function fileScanner(
  scan: ScanOptions,
  attachment: (lead: StoredLead) => Promise<Buffer | null>,
  /** Told when a scan is given up for clamd not answering, and when clamd answers: the alerts. */
  health: ScanHealth = { gaveUp() {}, answered() {} },
): FileScanner {
  // Being scanned or found, by the file's hash: a lead's deliveries, sent side by side, scan once.
  const verdicts = new Map<string, Promise<ScanVerdict>>();
  const scanned = (lead: StoredLead, sha256: string) => {
    let verdict = verdicts.get(sha256);
    if (!verdict) {
      verdict = attachment(lead).then((bytes) => scanBytes(scan.clamd, bytes ?? Buffer.alloc(0)));
      verdicts.set(sha256, verdict);
      // A scan that failed is made afresh next time.
      verdict.catch(() => verdicts.delete(sha256));
      if (verdicts.size > REMEMBERED) verdicts.delete(verdicts.keys().next().value ?? '');
    }
    return verdict;
  };
  return async (lead, now) => {
    // No file, or one the operator released after it was found infected: nothing to scan.
    if (!lead.attachment || lead.infectedFile) return 'clean';
    let verdict: ScanVerdict;
    try {
      verdict = await scanned(lead, lead.attachment.sha256);
    } catch (error) {
      if (!(error instanceof ScanFailure)) throw error;
      if (now.getTime() - Date.parse(lead.receivedAt) >= scan.giveUpMs) {
        health.gaveUp(error.message);
        return 'not-scanned';
      }
      throw new DeliveryFailure(true, `The file could not be scanned: ${error.message}.`, {
        retryWithinMs: SCAN_RETRY_MS,
      });
    }
    health.answered();
    if (!verdict.clean) throw new InfectedFile(verdict.signature);
    return 'clean';
  };
}
