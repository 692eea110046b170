import type { StoredLead } from '../lead-store';
import type { Leads } from '../roles/leads';
import type { Database } from './database';
import { changeBooking } from './sql/change-booking';
import { countReceivedBefore } from './sql/count-received-before';
import { countRecent } from './sql/count-recent';
import { eraseLeads } from './sql/erase-leads';
import { findLead } from './sql/find-lead';
import { holdInfected } from './sql/hold-infected';
import { importLead } from './sql/import-lead';
import { leadsFrom } from './sql/leads-from';
import { LIST_PAGE, listPage } from './sql/list-leads';
import { newestReceivedAt } from './sql/newest-received-at';
import { readAttachment } from './sql/read-attachment';
import { releaseHeld } from './sql/release-held';
import { storeLead } from './sql/store-lead';
import { withDeliveries } from './sql/with-deliveries';

/** The leads role on PostgreSQL: each method one operation of `sql/`, guarded. */
export function postgresLeads(database: Database, clock: () => Date): Leads {
  const { pool, guarded, transaction } = database;
  return {
    async store(lead, mails) {
      try {
        return await guarded('store a lead', () =>
          transaction((db) => storeLead(db, lead, mails, clock())),
        );
      } finally {
        // Kept in the row, repeated, or refused: the staged copy is done with either way.
        await lead.upload?.file.discard();
      }
    },

    find: (idOrReference) =>
      guarded('find a lead', async () => {
        const lead = await findLead(pool, idOrReference);
        return lead ? ((await withDeliveries(pool, [lead]))[0] ?? null) : null;
      }),

    async *list() {
      let after: StoredLead | null = null;
      for (;;) {
        const page = await guarded('list leads', () => listPage(pool, after));
        yield* page;
        if (page.length < LIST_PAGE) return;
        after = page[page.length - 1]?.lead ?? null;
      }
    },

    attachment: (lead) => guarded('read an attachment', () => readAttachment(pool, lead.id)),

    countRecent: (form, email, since) =>
      guarded('count recent leads', () => countRecent(pool, form, email, since)),

    releaseHeld: (idOrReference, plan, now, file) =>
      guarded('release a held lead', () =>
        transaction((db) => releaseHeld(db, idOrReference, plan, now, file)),
      ),

    holdInfected: (id, signature) =>
      guarded('hold a lead', () => transaction((db) => holdInfected(db, id, signature))),

    changeBooking: (id, change, mails, now) =>
      guarded('change a booking', () =>
        transaction((db) => changeBooking(db, id, change, mails, now)),
      ),

    leadsFrom: (email) => guarded("read an address's leads", () => leadsFrom(pool, email)),

    erase: (which) => guarded('erase leads', () => eraseLeads(pool, which)),

    countReceivedBefore: (before) =>
      guarded('count old leads', () => countReceivedBefore(pool, before)),

    newestReceivedAt: () => guarded('read the newest lead', () => newestReceivedAt(pool)),

    importLead: (entry, attachment) =>
      guarded('import a lead', () => transaction((db) => importLead(db, entry, attachment))),
  };
}
