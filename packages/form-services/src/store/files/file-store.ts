import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { DeliveryPlan, LeadStore, StoredLead } from '../lead-store';
import { consoleLog, type StoreLog } from '../postgres/log';
import { stageUpload } from '../staging';
import { fileJobs } from './daily-markers';
import { INCOMING_PREFIX, flush } from './durable';
import { createFileEngine, type FileEngine, type OpenedBy } from './engine';
import { fileErasures } from './erasure-register';
import { fileIncidents } from './file-incidents';
import { fileLeads } from './file-leads';
import { fileQueue } from './file-queue';
import { LAYOUT_FILE, exists, makeFolders } from './layout';
import { loadPending } from './load-pending';
import { migrateFlatLayout } from './migrate-flat-layout';
import { holdOutbox } from './outbox-lock';
import { sweep } from './sweep';

export type { OpenedBy } from './engine';

export interface FileStoreOptions {
  /** The outbox (`FORMS_OUTBOX`). */
  readonly dir: string;
  readonly openedBy: OpenedBy;
  readonly clock?: () => Date;
  /** Plans the mails of a lead an older server kept without planning them (killed in between). */
  readonly planDeliveries?: (lead: StoredLead) => DeliveryPlan;
  /** How long the server's lock on the outbox outlives it, should it die (`FORMS_OUTBOX_LEASE_MS`). */
  readonly lockLeaseMs?: number;
  /** Where the server's start says what it found holding the outbox. */
  readonly log?: StoreLog;
  /**
   * What the server does once another process holds its outbox (see `holdOutbox`): by default it
   * says so and exits, since every mail it went on sending could go out twice; its supervisor
   * starts it again, to wait for the outbox or be refused.
   */
  readonly onOutboxLost?: (error: Error) => void;
}

/** A server that lost its outbox to another process stops: it must not deliver another mail. */
function exitOnOutboxLost(log: StoreLog) {
  return (error: Error) => {
    log.error(`${error.message} Stopping, so that no mail goes out twice.`);
    process.exit(1);
  };
}

/** What a start did: leads migrated from a flat outbox, leftovers removed, leads pending. */
export interface FileStoreOpening {
  readonly migrated: number;
  readonly swept: number;
  readonly pending: number;
}

/** The file engine: a store `openFileStore` opened, with what only files have. */
export type FileStore = LeadStore & {
  /** The outbox. */
  readonly dir: string;
  readonly opened: FileStoreOpening;
};

/** The running server's start: the folders, the hold on them, migration, sweep, pending leads. */
async function openAsServer(
  engine: FileEngine,
  options: FileStoreOptions,
): Promise<{ opened: FileStoreOpening; letGo: () => Promise<void> }> {
  const { outbox } = engine;
  await makeFolders(outbox);
  const log = options.log ?? consoleLog;
  const { found, letGo } = await holdOutbox(outbox.dir, 'a running server', {
    leaseMs: options.lockLeaseMs,
    onLost: options.onOutboxLost ?? exitOnOutboxLost(log),
  });
  if (found) log.warn(`The outbox ${outbox.dir}: ${found}.`);
  try {
    const migrated = (await exists(outbox.path(LAYOUT_FILE)))
      ? 0
      : await migrateFlatLayout(outbox, engine.clock());
    const swept = await sweep(outbox, engine.clock());
    await engine.failed.build();
    await loadPending(engine, options.planDeliveries);
    return { opened: { migrated, swept, pending: engine.pending.records.size }, letGo };
  } catch (error) {
    await letGo();
    throw error;
  }
}

/**
 * The file engine, for one server: every lead a JSON file in the outbox (rewritten only
 * when a lead held as spam is released), with its attachment and its delivery record beside it,
 * each written whole and flushed to the disk (folder included) before the visitor is answered.
 * The running server holds the outbox and is the only process that writes delivery records:
 * `pnpm leads resend` leaves a request in `requeue/`, which the server applies (Maildir's rule
 * that two processes never write one file). A start reads only the leads named in `pending/`,
 * never the finished ones. An outbox of the earlier flat layout is migrated at its first start:
 * nothing is moved, the folders are added.
 */
export async function openFileStore(options: FileStoreOptions): Promise<FileStore> {
  const { dir, openedBy } = options;
  const engine = createFileEngine(dir, openedBy, options.clock ?? (() => new Date()));
  const { opened, letGo } =
    openedBy === 'server'
      ? await openAsServer(engine, options)
      : { opened: { migrated: 0, swept: 0, pending: 0 }, letGo: async () => undefined };
  await flush(dir).catch(() => undefined);
  return {
    dir,
    opened,
    description: `files in ${dir}`,
    leads: fileLeads(engine),
    queue: fileQueue(engine),
    jobs: fileJobs(engine.outbox, engine.failing),
    erasures: fileErasures(engine.outbox, engine.failing),
    incidents: fileIncidents(engine),
    uploads: {
      receive: (stream, headLength) =>
        stageUpload(stream, headLength, engine.outbox.path(`${INCOMING_PREFIX}${randomUUID()}`)),
    },
    ping: () => access(dir, constants.W_OK),
    close: letGo,
  };
}
