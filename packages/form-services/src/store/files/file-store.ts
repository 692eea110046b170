import { makeReference } from '@acme/forms-client/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, link, mkdir, opendir, readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  nextDue,
  plannedDeliveries,
  requeued,
  type Delivery,
  type DeliveryRecord,
} from '../../delivery/state';
import { createVisitorLedger } from '../../delivery/visitor-ledger';
import { StoreUnavailableError } from '../errors';
import {
  IDEMPOTENCY_WINDOW_MS,
  type Claim,
  type DeliveryKey,
  type LeadStore,
  type LeadToStore,
  type LeadWithDeliveries,
  type DeliveryPlan,
  type RequeueOutcome,
  type StoredLead,
  type UnreadableLead,
} from '../lead-store';
import { leadId } from '../lead-id';
import { stageUpload } from '../staging';
import { INCOMING_PREFIX, flush, remove, writeDurably } from './durable';
import {
  asFileText,
  parseLeadFile,
  parseRecordFile,
  parseReferenceEntry,
  type LeadFile,
} from './file-format';
import { LOCK_FILE, holdOutbox } from './outbox-lock';

const LEAD_SUFFIX = '.json';
const RECORD_SUFFIX = '.delivery.json';
/** The command line's requests to send a lead's failed mails again, one empty file a lead. */
const REQUEUE_DIR = 'requeue';
/** One empty file for each lead with a mail still to send: all a start reads. */
const PENDING_DIR = 'pending';
/** `references/<reference>`: which lead holds a reference, for the repeat check. */
const REFERENCES_DIR = 'references';
/** `jobs/<job>-<day>`: a once-a-day job done (the digest), so a restart does not do it again. */
const JOBS_DIR = 'jobs';
/** Written once the outbox has the folders above; an outbox without it is migrated at start. */
const LAYOUT_FILE = 'layout';
const LAYOUT = '2\n';
/** Temporary files younger than this may still be in the middle of a write. */
const SWEEP_AFTER_MS = 3_600_000;
const HOUR_MS = 3_600_000;

const isLeadFile = (name: string) =>
  name.endsWith(LEAD_SUFFIX) && !name.endsWith(RECORD_SUFFIX) && !name.startsWith('.');
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Who may write: the one running server, or a reader (`pnpm leads`) that asks it to. */
export type FileStoreRole = 'server' | 'reader';

export interface FileStoreOptions {
  /** The outbox folder. */
  readonly dir: string;
  readonly role: FileStoreRole;
  readonly clock?: () => Date;
  /** Plans the mails of a lead an older server kept without planning them (killed in between). */
  readonly planDeliveries?: (lead: StoredLead) => DeliveryPlan;
}

/** The file engine: a store `openFileStore` opened, with what only files have. */
export type FileStore = LeadStore & {
  /** The outbox folder. */
  readonly dir: string;
  /** What the start did: leads migrated from a flat outbox, leftovers removed, leads pending. */
  readonly opened: { readonly migrated: number; readonly swept: number; readonly pending: number };
};

/**
 * The file engine, for one server: every lead a JSON file in the outbox (rewritten only when a
 * lead held as spam is released), with
 * its attachment and its delivery record beside it, each written whole and flushed to the disk
 * (folder included) before the visitor is answered. The running server holds the outbox and is
 * the only process that writes delivery records: `pnpm leads resend` leaves a request in
 * `requeue/`, which the server applies (Maildir's rule that two processes never write one file).
 * A start reads only the leads named in `pending/`, never the finished ones. An outbox of the
 * earlier flat layout is migrated at its first start: nothing is moved, the folders are added.
 */
export async function openFileStore(options: FileStoreOptions): Promise<FileStore> {
  const { dir, role } = options;
  const clock = options.clock ?? (() => new Date());
  const path = (...names: string[]) => join(dir, ...names);
  const ledger = createVisitorLedger();
  /** The delivery records of leads with a mail to send, kept here: this process writes them. */
  const pending = new Map<string, DeliveryRecord>();
  /** Claims in this process: `lead:kind` → owner and lease end (ms). */
  const held = new Map<string, { owner: string; until: number }>();
  /**
   * When each form got a lead from each address (`form address` → times, ms) in the last hour,
   * for the spam rules' count: kept here rather than read from the folder for every lead.
   */
  const recentLeads = new Map<string, number[]>();
  const recentKey = (form: string, email: string) => `${form} ${email.trim().toLowerCase()}`;
  const noteRecentLead = (lead: Pick<StoredLead, 'form' | 'fields' | 'receivedAt'>) => {
    const key = recentKey(lead.form, lead.fields.email ?? '');
    const at = Date.parse(lead.receivedAt);
    const kept = (recentLeads.get(key) ?? []).filter((time) => time > at - HOUR_MS);
    recentLeads.set(key, [...kept, at]);
  };
  /** Stores of one form and reference run one at a time. */
  const keyLocks = new Map<string, Promise<unknown>>();

  const failing = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof StoreUnavailableError || error instanceof SyntaxError) throw error;
      throw new StoreUnavailableError(`Could not ${what} in ${dir}`, error);
    }
  };

  const readLeadFile = async (id: string): Promise<LeadFile> =>
    parseLeadFile(await readFile(path(`${id}${LEAD_SUFFIX}`), 'utf8'));
  const toStoredLead = ({ attachment, ...lead }: LeadFile): StoredLead => ({
    ...lead,
    attachment: attachment && {
      fileName: attachment.fileName,
      bytes: attachment.bytes,
      type: attachment.type,
      sha256: attachment.sha256,
    },
  });
  const readLead = async (id: string) => toStoredLead(await readLeadFile(id));
  const readRecord = async (id: string): Promise<DeliveryRecord | null> => {
    try {
      return parseRecordFile(await readFile(path(`${id}${RECORD_SUFFIX}`), 'utf8'));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const writeRecord = (record: DeliveryRecord) =>
    writeDurably(path(`${record.lead}${RECORD_SUFFIX}`), asFileText(record), 'replace');
  const markPending = (id: string) => writeDurably(path(PENDING_DIR, id), '', 'replace');
  const referencePath = (reference: string) => path(REFERENCES_DIR, reference);

  /** The lead's deliveries as they stand: this process's copy while any is pending. */
  const deliveriesOf = async (id: string) =>
    (pending.get(id) ?? (await readRecord(id)))?.deliveries ?? [];

  /** Every lead id, oldest first: only names are held, never every lead at once. */
  async function leadIds(): Promise<string[]> {
    const ids: string[] = [];
    for await (const entry of await opendir(dir, { bufferSize: 256 }))
      if (entry.isFile() && isLeadFile(entry.name))
        ids.push(entry.name.slice(0, -LEAD_SUFFIX.length));
    return ids.sort();
  }

  /** Keeps a record: written, then this process's copy; a finished lead leaves `pending/`. */
  async function keepRecord(record: DeliveryRecord): Promise<void> {
    await writeRecord(record);
    if (nextDue(record) === null) {
      pending.delete(record.lead);
      await remove(path(PENDING_DIR, record.lead));
    } else {
      if (!pending.has(record.lead)) await markPending(record.lead);
      pending.set(record.lead, record);
    }
  }

  /** Reads the flat outbox once: marks its unfinished leads pending and indexes the last day's. */
  async function migrateFlatOutbox(): Promise<number> {
    let migrated = 0;
    const since = clock().getTime() - IDEMPOTENCY_WINDOW_MS;
    for (const id of await leadIds()) {
      let lead: LeadFile;
      let record: DeliveryRecord | null;
      try {
        lead = await readLeadFile(id);
        record = await readRecord(id);
      } catch {
        continue; // listed as unreadable by `pnpm leads`; nothing to deliver from it
      }
      if (!record || nextDue(record) !== null) await markPending(id);
      if (Date.parse(lead.receivedAt) > since) {
        const entry = { id, form: lead.form, fingerprint: '', receivedAt: lead.receivedAt };
        await writeDurably(referencePath(lead.reference), asFileText(entry), 'replace');
      }
      migrated += 1;
    }
    await writeDurably(path(LAYOUT_FILE), LAYOUT, 'replace');
    return migrated;
  }

  /**
   * Removes what a crash left: a lead whose write was cut before its lead file (its pending mark,
   * record and attachment: the visitor was never answered), and temporary files and orphaned
   * attachments older than an hour.
   */
  async function sweep(): Promise<number> {
    let removed = 0;
    for (const id of await readdir(path(PENDING_DIR))) {
      if (await exists(path(`${id}${LEAD_SUFFIX}`))) continue;
      for (const name of await readdir(dir))
        if (name.startsWith(`${id}.`)) await remove(path(name));
      await remove(path(PENDING_DIR, id));
      removed += 1;
    }
    const now = clock().getTime();
    for await (const entry of await opendir(dir)) {
      const name = entry.name;
      // A record or an attachment whose lead file is missing (a cut write, an erased lead).
      const leadOf = name.endsWith(RECORD_SUFFIX)
        ? name.slice(0, -RECORD_SUFFIX.length)
        : name.slice(0, name.lastIndexOf('.'));
      const orphan =
        name.startsWith(INCOMING_PREFIX) ||
        (entry.isFile() &&
          (!name.endsWith(LEAD_SUFFIX) || name.endsWith(RECORD_SUFFIX)) &&
          !name.startsWith('.') &&
          name !== LAYOUT_FILE &&
          name !== LOCK_FILE &&
          !(await exists(path(`${leadOf}${LEAD_SUFFIX}`))));
      if (!orphan) continue;
      const info = await stat(path(name)).catch(() => null);
      if (info && now - info.mtimeMs > SWEEP_AFTER_MS) {
        await remove(path(name));
        removed += 1;
      }
    }
    return removed;
  }

  /** Loads the pending leads' records, and the visitor mails of the last hour for the limit. */
  async function loadPending(): Promise<void> {
    const hourAgo = new Date(clock().getTime() - HOUR_MS).toISOString().replace(/[:.]/g, '-');
    for (const name of await readdir(dir)) {
      if (name < hourAgo) continue;
      if (name.endsWith(RECORD_SUFFIX)) {
        const record = await readRecord(name.slice(0, -RECORD_SUFFIX.length)).catch(() => null);
        if (record) countVisitorMail(record);
      } else if (isLeadFile(name)) {
        const lead = await readLead(name.slice(0, -LEAD_SUFFIX.length)).catch(() => null);
        if (lead) noteRecentLead(lead);
      }
    }
    for (const id of await readdir(path(PENDING_DIR))) {
      const kept = await readRecord(id);
      if (kept) pending.set(id, kept);
      else if (options.planDeliveries) {
        // Kept by the flat layout's server, killed before it planned the lead's mails.
        const record = {
          lead: id,
          deliveries: planned(options.planDeliveries(await readLead(id)), clock()),
        };
        await keepRecord(record);
        countVisitorMail(record);
      }
    }
  }

  /** Runs `work` after every earlier store of the same key has finished. */
  async function serialised<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = keyLocks.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    keyLocks.set(key, settled);
    try {
      return await run;
    } finally {
      if (keyLocks.get(key) === settled) keyLocks.delete(key);
    }
  }

  /** The lead a reference names within the repeat window, with its form and fingerprint. */
  async function holderOf(reference: string) {
    const entry = await readFile(referencePath(reference), 'utf8').then(
      parseReferenceEntry,
      () => null,
    );
    if (!entry) return null;
    if (clock().getTime() - Date.parse(entry.receivedAt) > IDEMPOTENCY_WINDOW_MS) return null;
    return (await exists(path(`${entry.id}${LEAD_SUFFIX}`))) ? entry : null;
  }

  /** A lead's failed mails pending again, with a fresh retry period. */
  const requeue = (id: string, now: Date) =>
    serialised(`record:${id}`, async () => {
      const record = pending.get(id) ?? (await readRecord(id).catch(() => null));
      if (!record) return;
      await keepRecord({
        ...record,
        deliveries: record.deliveries.map((delivery) => requeued(delivery, now)),
      });
    });

  /** Applies the command line's requests: each lead's failed mails pending again. */
  async function applyRequeueRequests(now: Date): Promise<void> {
    for (const id of await readdir(path(REQUEUE_DIR))) {
      // A request still being written (its temporary file) is taken at the next claim.
      if (id.startsWith('.')) continue;
      await remove(path(REQUEUE_DIR, id));
      await requeue(id, now);
    }
  }

  async function find(idOrReference: string): Promise<LeadWithDeliveries | null> {
    const byId =
      /^[\w-]+$/.test(idOrReference) && (await exists(path(`${idOrReference}${LEAD_SUFFIX}`)));
    let id: string | null = byId ? idOrReference : null;
    if (!id)
      for (const candidate of (await leadIds()).reverse()) {
        const lead = await readLeadFile(candidate).catch(() => null);
        if (lead?.reference === idOrReference) {
          id = candidate;
          break;
        }
      }
    if (!id) return null;
    return { lead: await readLead(id), deliveries: await deliveriesOf(id) };
  }

  const heldBy = (key: string, now: number) => {
    const hold = held.get(key);
    return hold && hold.until > now ? hold.owner : null;
  };
  const keyOf = (lead: string, kind: string) => `${lead}:${kind}`;

  // Opening: the folders, the hold on the outbox, the migration, the sweep and the pending leads.
  let opened = { migrated: 0, swept: 0, pending: 0 };
  const release = role === 'server' ? await openAsServer() : async () => undefined;

  async function makeFolders(): Promise<void> {
    for (const folder of [REQUEUE_DIR, PENDING_DIR, REFERENCES_DIR])
      await mkdir(path(folder), { recursive: true, mode: 0o700 });
  }

  async function openAsServer(): Promise<() => Promise<void>> {
    await makeFolders();
    const letGo = await holdOutbox(dir);
    try {
      const migrated = (await exists(path(LAYOUT_FILE))) ? 0 : await migrateFlatOutbox();
      const swept = await sweep();
      await loadPending();
      opened = { migrated, swept, pending: pending.size };
      return letGo;
    } catch (error) {
      await letGo();
      throw error;
    }
  }

  const serverOnly = (what: string) => {
    if (role !== 'server') throw new Error(`Only the running server may ${what}.`);
  };

  const store: FileStore = {
    dir,
    get opened() {
      return opened;
    },
    description: `files in ${dir}`,

    ping: () => access(dir, constants.W_OK),

    receive: (stream: Readable, headLength: number) =>
      stageUpload(stream, headLength, path(`${INCOMING_PREFIX}${randomUUID()}`)),

    async store(lead: LeadToStore, mails: DeliveryPlan) {
      serverOnly('store a lead');
      return serialised(`reference:${lead.reference}`, () =>
        failing('store a lead', async () => {
          const holder = await holderOf(lead.reference);
          if (holder?.form === lead.form && holder.fingerprint === lead.fingerprint) {
            await lead.upload?.file.discard();
            return { lead: await readLead(holder.id), repeated: true };
          }
          let reference = lead.reference;
          while (holder && (reference === lead.reference || (await holderOf(reference))))
            reference = makeReference((length) => new Uint8Array(randomBytes(length)));
          // One address's visitor mails are counted one lead at a time.
          const written = () =>
            write({ ...lead, reference }, mails).catch(async (error: unknown) => {
              if (!isMissing(error) || lead.upload) throw error;
              // Someone removed the outbox: made again, the lead is kept all the same.
              await makeFolders();
              return write({ ...lead, reference }, mails);
            });
          const kept = await (mails.visitor === null
            ? written()
            : serialised(`visitor:${mails.visitor.toLowerCase()}`, written));
          return { lead: kept, repeated: false };
        }),
      ).catch(async (error: unknown) => {
        await lead.upload?.file.discard();
        throw error;
      });
    },

    find,

    async *list(): AsyncGenerator<LeadWithDeliveries | UnreadableLead> {
      for (const id of (await leadIds()).reverse()) {
        try {
          yield { lead: await readLead(id), deliveries: await deliveriesOf(id) };
        } catch (error) {
          yield { id, problem: (error as Error).message };
        }
      }
    },

    async attachment(lead: StoredLead) {
      if (!lead.attachment) return null;
      const file = await readLeadFile(lead.id);
      return file.attachment && readFile(path(file.attachment.storedAs));
    },

    async claim(owner, limit, leaseMs, now) {
      serverOnly('send mail');
      await failing('read the requeued leads', () => applyRequeueRequests(now));
      const at = now.getTime();
      const claims: Claim[] = [];
      for (const [id, record] of pending) {
        if (claims.length >= limit) break;
        for (const delivery of record.deliveries) {
          if (claims.length >= limit) break;
          const key = keyOf(id, delivery.kind);
          if (delivery.status !== 'pending' || heldBy(key, at)) continue;
          if (Date.parse(delivery.nextAttemptAt ?? delivery.queuedAt) > at) continue;
          // Held before the read below yields: a claim running alongside passes it by.
          held.set(key, { owner, until: at + leaseMs });
          let lead: StoredLead;
          try {
            lead = await readLead(id);
          } catch (error) {
            held.delete(key);
            // Erased by `pnpm leads erase` since it was planned: nothing of it is sent. Any
            // other failure leaves the lead pending, for the next claim.
            if (isMissing(error)) pending.delete(id);
            break;
          }
          claims.push({ lead, delivery });
        }
      }
      return claims;
    },

    async renew(owner, keys, leaseMs, now) {
      for (const { lead, kind } of keys)
        if (held.get(keyOf(lead, kind))?.owner === owner)
          held.set(keyOf(lead, kind), { owner, until: now.getTime() + leaseMs });
    },

    async record(owner, lead, delivery) {
      serverOnly('record a delivery');
      // A lead's mails are sent side by side: each change is made to the record as it stands.
      await serialised(`record:${lead}`, async () => {
        // A lead erased while its mail was being sent keeps no record of it.
        const erased = async () =>
          stat(path(`${lead}${LEAD_SUFFIX}`)).then(
            () => false,
            (error: unknown) => isMissing(error),
          );
        if (await erased()) {
          pending.delete(lead);
          return;
        }
        const record = pending.get(lead) ?? (await readRecord(lead));
        if (!record) throw new StoreUnavailableError(`No delivery record for lead ${lead}`);
        await failing('record a delivery', () =>
          keepRecord({
            ...record,
            deliveries: record.deliveries.map((old) =>
              old.kind === delivery.kind ? delivery : old,
            ),
          }),
        );
        // Erased while the record was written: it goes too, address and all.
        if (await erased()) {
          pending.delete(lead);
          await remove(path(`${lead}${RECORD_SUFFIX}`));
          await remove(path(PENDING_DIR, lead));
        }
      });
      if (held.get(keyOf(lead, delivery.kind))?.owner === owner)
        held.delete(keyOf(lead, delivery.kind));
    },

    async release(owner, keys) {
      for (const { lead, kind } of keys)
        if (held.get(keyOf(lead, kind))?.owner === owner) held.delete(keyOf(lead, kind));
    },

    async hurry(keys: readonly DeliveryKey[], now) {
      const at = now.toISOString();
      for (const lead of new Set(keys.map((key) => key.lead))) {
        const kinds = new Set(keys.filter((key) => key.lead === lead).map((key) => key.kind));
        await serialised(`record:${lead}`, async () => {
          const record = pending.get(lead);
          if (!record) return;
          // Only this process's copy: a restart finds them due by their own time anyway.
          pending.set(lead, {
            ...record,
            deliveries: record.deliveries.map((delivery) =>
              delivery.status === 'pending' &&
              kinds.has(delivery.kind) &&
              Date.parse(delivery.nextAttemptAt ?? delivery.queuedAt) > now.getTime()
                ? { ...delivery, nextAttemptAt: at }
                : delivery,
            ),
          });
        });
      }
    },

    async requeueFailed(idOrReference, now): Promise<RequeueOutcome> {
      const found = await find(idOrReference);
      if (!found) return { status: 'unknown' };
      const failed = found.deliveries.filter((delivery) => delivery.status === 'failed');
      if (failed.length === 0) return { status: 'nothing-failed', lead: found.lead };
      if (role === 'server') await requeue(found.lead.id, now);
      else
        await failing('requeue a lead', () =>
          writeDurably(path(REQUEUE_DIR, found.lead.id), '', 'replace'),
        );
      return {
        status: 'queued',
        lead: found.lead,
        deliveries: failed.map((delivery) => requeued(delivery, now)),
      };
    },

    async nextDue() {
      const now = clock().getTime();
      let earliest: number | null = null;
      for (const [id, record] of pending)
        for (const delivery of record.deliveries) {
          if (delivery.status !== 'pending' || heldBy(keyOf(id, delivery.kind), now)) continue;
          const due = Date.parse(delivery.nextAttemptAt ?? delivery.queuedAt);
          earliest = earliest === null ? due : Math.min(earliest, due);
        }
      return earliest;
    },

    async countRecent(form, email, since) {
      if (role === 'server')
        return (recentLeads.get(recentKey(form, email)) ?? []).filter(
          (time) => time >= since.getTime(),
        ).length;
      const from = sameAddress(email);
      return failing('count recent leads', async () => {
        // A removed outbox holds no lead; the store makes it again when it keeps the next.
        const ids = await idsSince(since).catch((error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        });
        return (await leadsWhere((lead) => lead.form === form && from(lead), ids)).length;
      });
    },

    async releaseHeld(idOrReference, plan, now) {
      const found = await find(idOrReference);
      if (!found?.lead.held) return null;
      const file = await readLeadFile(found.lead.id);
      const { held: _released, ...unheld } = file;
      const record = { lead: file.id, deliveries: planned(plan(toStoredLead(unheld)), now) };
      await failing('release a lead', async () => {
        // The record first: a start that finds it with the lead still held plans nothing twice.
        await keepRecord(record);
        await writeDurably(path(`${file.id}${LEAD_SUFFIX}`), asFileText(unheld), 'replace');
        // The running server learns of the new deliveries as of a resend: by a request.
        if (role === 'reader') await writeDurably(path(REQUEUE_DIR, file.id), '', 'replace');
      });
      countVisitorMail(record);
      return { lead: toStoredLead(unheld), deliveries: record.deliveries };
    },

    async leadsFrom(email) {
      const entries: LeadWithDeliveries[] = [];
      for (const lead of await leadsWhere(sameAddress(email)))
        entries.push({ lead, deliveries: await deliveriesOf(lead.id) });
      return entries;
    },

    async erase(which) {
      const doomed =
        'from' in which
          ? await leadsWhere(sameAddress(which.from))
          : await leadsWhere(
              (lead) =>
                Date.parse(lead.receivedAt) < which.receivedBefore.getTime() &&
                (!which.heldOnly || lead.held !== undefined),
            );
      await failing('erase leads', async () => {
        for (const lead of doomed) await removeLead(lead);
      });
      return doomed;
    },

    async claimDailyJob(job, day) {
      // A file a day and job, made once: a restart the same day finds it.
      const done = path(JOBS_DIR, `${job}-${day}`);
      return failing('claim a daily job', async () => {
        await mkdir(path(JOBS_DIR), { recursive: true, mode: 0o700 });
        return writeDurably(done, '', 'create').then(
          () => true,
          (error: unknown) => {
            if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
            throw error;
          },
        );
      });
    },

    async countReceivedBefore(before) {
      // Ids start with the time received: the names alone say it.
      const until = before.toISOString().replace(/[:.]/g, '-');
      return (await leadIds()).filter((id) => id < until).length;
    },

    async newestReceivedAt() {
      const [newest] = await leadsWhere(() => true, (await leadIds()).slice(-1));
      return newest ? new Date(newest.receivedAt) : null;
    },

    close: release,
  };

  /**
   * A lead's deliveries, the visitor's mail suppressed when the address had its share of the hour. Counted with {@link countVisitorMail} once written, so a failed
   * write counts nothing.
   */
  function planned(plan: DeliveryPlan, now: Date): Delivery[] {
    const allowed =
      plan.visitor !== null &&
      ledger.countBefore(plan.visitor, now.getTime()) < plan.visitorMailsPerHour;
    return plannedDeliveries(plan, now, allowed);
  }

  function countVisitorMail(record: DeliveryRecord): void {
    for (const delivery of record.deliveries)
      if (delivery.kind === 'visitor' && delivery.status !== 'suppressed')
        ledger.note(delivery.to, Date.parse(delivery.queuedAt));
  }

  /** Writes a new lead: attachment, record, pending mark, reference, then the lead file last. */
  async function write(lead: LeadToStore, mails: DeliveryPlan): Promise<StoredLead> {
    const now = clock();
    const receivedAt = now.toISOString();
    const id = leadId(receivedAt, lead.endpoint);
    // A held lead is kept with its reasons and delivered nothing until it is released.
    const deliveries = lead.held ? [] : planned(mails, now);
    const storedAs = lead.upload && `${id}.${lead.upload.type}`;
    const file: LeadFile = {
      id,
      receivedAt,
      reference: lead.reference,
      endpoint: lead.endpoint,
      form: lead.form,
      fields: lead.fields,
      client: lead.client,
      ...(lead.held && { held: lead.held }),
      attachment:
        lead.upload && storedAs
          ? {
              fileName: lead.upload.fileName,
              storedAs,
              bytes: lead.upload.file.bytes,
              type: lead.upload.type,
              sha256: lead.upload.file.sha256,
            }
          : null,
    };
    const record: DeliveryRecord = { lead: id, deliveries };
    try {
      if (lead.upload && storedAs) {
        await link(lead.upload.file.path, path(storedAs));
        await lead.upload.file.discard();
      }
      await writeDurably(path(`${id}${RECORD_SUFFIX}`), asFileText(record), 'create');
      if (deliveries.length > 0) await markPending(id);
      const entry = { id, form: lead.form, fingerprint: lead.fingerprint, receivedAt };
      await writeDurably(referencePath(lead.reference), asFileText(entry), 'replace');
      // The lead file is the commit: until it exists, a start removes the rest as a cut write.
      await writeDurably(path(`${id}${LEAD_SUFFIX}`), asFileText(file), 'create');
    } catch (error) {
      for (const name of [`${id}${RECORD_SUFFIX}`, storedAs]) if (name) await remove(path(name));
      await remove(path(PENDING_DIR, id));
      throw error;
    }
    if (deliveries.length > 0) pending.set(id, record);
    countVisitorMail(record);
    noteRecentLead(file);
    return toStoredLead(file);
  }

  /** Every lead, newest first, that `keep` keeps; unreadable files are passed over. */
  async function leadsWhere(
    keep: (lead: StoredLead) => boolean,
    ids?: readonly string[],
  ): Promise<StoredLead[]> {
    const kept: StoredLead[] = [];
    for (const id of ids ?? (await leadIds()).reverse()) {
      const lead = await readLead(id).catch(() => null);
      if (lead && keep(lead)) kept.push(lead);
    }
    return kept;
  }

  /** The ids of leads received at `since` or later: their names start with the time. */
  const idsSince = async (since: Date) => {
    const from = since.toISOString().replace(/[:.]/g, '-');
    return (await leadIds()).filter((id) => id >= from).reverse();
  };

  const sameAddress = (email: string) => {
    const wanted = email.trim().toLowerCase();
    return (lead: StoredLead) => (lead.fields.email ?? '').trim().toLowerCase() === wanted;
  };

  /** Removes a lead and everything that belongs to it, from disk and from this process. */
  async function removeLead(lead: StoredLead): Promise<void> {
    const file = await readLeadFile(lead.id).catch(() => null);
    const entry = await readFile(referencePath(lead.reference), 'utf8').then(
      parseReferenceEntry,
      () => null,
    );
    pending.delete(lead.id);
    const key = recentKey(lead.form, lead.fields.email ?? '');
    const at = Date.parse(lead.receivedAt);
    recentLeads.set(
      key,
      (recentLeads.get(key) ?? []).filter((time) => time !== at),
    );
    if (entry?.id === lead.id) await remove(referencePath(lead.reference));
    if (file?.attachment) await remove(path(file.attachment.storedAs));
    for (const name of [
      path(`${lead.id}${RECORD_SUFFIX}`),
      path(PENDING_DIR, lead.id),
      path(REQUEUE_DIR, lead.id),
      path(`${lead.id}${LEAD_SUFFIX}`),
    ])
      await remove(name);
    await flush(dir).catch(() => undefined);
  }

  await flush(dir).catch(() => undefined);
  return store;
}
