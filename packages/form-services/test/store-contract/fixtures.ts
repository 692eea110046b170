import { makeReference } from '@acme/forms-client/contract';
import { createHash, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect } from 'vitest';
import type {
  Claim,
  LeadStore,
  LeadToStore,
  LeadWithDeliveries,
  DeliveryPlan,
  SpamHold,
  StoredLead,
  UnreadableLead,
} from '../../src/store/lead-store';

/** The store's time, moved by the test. */
export interface ContractClock {
  now: Date;
  advance(ms: number): void;
}

/** A fresh, empty store, the clock it reads, and how to let go of it. */
export interface OpenedStore {
  readonly store: LeadStore;
  readonly clock: ContractClock;
  readonly close: () => Promise<void>;
}

/** A clock for {@link OpenedStore}: starts at `start`, moves only when told. */
export function contractClock(start = new Date('2026-03-02T08:00:00.000Z')): ContractClock {
  return {
    now: start,
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
}

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
const COMPANY = 'info@example.ae';
export const LEASE_MS = 10 * MINUTE_MS;

export const mails = (
  visitor: string | null = null,
  visitorMailsPerHour = 3,
  webhook: string | null = null,
): DeliveryPlan => ({
  company: COMPANY,
  visitor,
  webhook,
  visitorMailsPerHour,
});

/** The company mail, the visitor mail and the webhook as planned at `at`: pending, never tried. */
export function plannedAt(at: Date, visitor: string, webhook: string) {
  const fresh = {
    status: 'pending',
    attempts: 0,
    queuedAt: at.toISOString(),
    nextAttemptAt: at.toISOString(),
    lastError: null,
    deliveredAt: null,
    receipt: null,
  };
  return [
    { kind: 'company', to: COMPANY, ...fresh },
    { kind: 'visitor', to: visitor, ...fresh },
    { kind: 'webhook', to: webhook, ...fresh },
  ];
}

/** A contact-form submission with its own reference and content. */
export function submission(overrides: Partial<LeadToStore> = {}): LeadToStore {
  const message = `Please call me back ${randomUUID()}`;
  return {
    endpoint: 'form-mail',
    form: 'contact',
    reference: makeReference(),
    fields: { name: 'Aisha Rahman', email: 'aisha@example.com', message },
    client: { ip: '192.0.2.10', userAgent: 'contract-test' },
    fingerprint: createHash('sha256').update(message).digest('hex'),
    ...overrides,
  };
}

/** A submission from `email`, as its form's email field has it. */
export function submissionFrom(email: string, overrides: Partial<LeadToStore> = {}): LeadToStore {
  const sent = submission(overrides);
  return { ...sent, fields: { ...sent.fields, email } };
}

/** Why the contract's held leads are held. */
export const HOLD: SpamHold = {
  score: 7,
  reasons: [
    { rule: 'links', weight: 4, reason: 'three links in the message' },
    { rule: 'repeats', weight: 3, reason: 'five leads from this address in an hour' },
  ],
};

/** Leads in one order whatever order they were answered in, for comparing sets of them. */
export const byId = (leads: readonly StoredLead[]) =>
  [...leads].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** A lead as it is once released: the same, without its hold. */
export function released(lead: StoredLead): StoredLead {
  const { held: _held, ...rest } = lead;
  return rest;
}

export async function collect(
  leads: AsyncIterable<LeadWithDeliveries | UnreadableLead>,
): Promise<LeadWithDeliveries[]> {
  const all: LeadWithDeliveries[] = [];
  for await (const entry of leads) {
    if ('problem' in entry) throw new Error(`unreadable lead ${entry.id}: ${entry.problem}`);
    all.push(entry);
  }
  return all;
}

export const keyOf = (claim: Claim) => ({ lead: claim.lead.id, kind: claim.delivery.kind });
export const names = (claims: readonly Claim[]) =>
  claims.map((claim) => `${claim.lead.id}/${claim.delivery.kind}`);

/** A fresh store for each test of the calling `describe`, handed to `use` before the test. */
export function openEachTest(
  open: () => Promise<OpenedStore>,
  use: (opened: OpenedStore) => void,
): void {
  let close: () => Promise<void> = async () => undefined;
  beforeEach(async () => {
    const opened = await open();
    ({ close } = opened);
    use(opened);
  });
  afterEach(async () => {
    await close();
  });
}

/** What the contract's tests do through the leads role, on the store `current` answers. */
export function contractSteps(current: () => LeadStore) {
  return {
    /** Stores a submission that must be new. */
    storeNew: async (lead = submission(), plan = mails()) => {
      const outcome = await current().leads.store(lead, plan);
      expect(outcome.repeated).toBe(false);
      return outcome.lead;
    },
    deliveriesOf: async (id: string) => {
      const found = await current().leads.find(id);
      if (!found) throw new Error(`lead ${id} not found`);
      return found.deliveries;
    },
  };
}

/** The queue's figures of the deliveries of booking changes, when there are none. */
export const NO_CHANGE_DELIVERIES = {
  'company-change': 0,
  'visitor-change': 0,
  'webhook-change': 0,
};
