import { readFile } from 'node:fs/promises';
import type { LeadWithDeliveries, UnreadableLead } from '../lead-store';
import type { Leads } from '../roles/leads';
import type { FileEngine } from './engine';
import { changeBooking } from './change-booking';
import { eraseLead } from './erase-lead';
import { findLead } from './find-lead';
import { holdInfected } from './hold-infected';
import { importLead } from './import-lead';
import { isMissing, leadIds, timeInNames } from './layout';
import { leadsWhere, readLead, readLeadFile, sameAddress } from './lead-files';
import { releaseHeld } from './release-held';
import { storeLead } from './store-lead';

/** The leads role on files: a lead a JSON file, its attachment and delivery record beside it. */
export function fileLeads(engine: FileEngine): Leads {
  const { outbox, failing } = engine;
  const ids = () => leadIds(outbox.dir);
  /** The ids of leads received at `since` or later, newest first: their names start with the time. */
  const idsSince = async (since: Date) =>
    (await ids()).filter((id) => id >= timeInNames(since)).reverse();
  const withDeliveries = async (lead: LeadWithDeliveries['lead']) => ({
    lead,
    deliveries: await engine.pending.deliveriesOf(lead.id),
  });

  return {
    store: (lead, mails) => storeLead(engine, lead, mails),

    find: (idOrReference) => findLead(engine, idOrReference),

    async *list(): AsyncGenerator<LeadWithDeliveries | UnreadableLead> {
      for (const id of (await ids()).reverse()) {
        try {
          yield await withDeliveries(await readLead(outbox, id));
        } catch (error) {
          yield { id, problem: (error as Error).message };
        }
      }
    },

    async attachment(lead) {
      if (!lead.attachment) return null;
      const file = await readLeadFile(outbox, lead.id);
      return file.attachment && readFile(outbox.path(file.attachment.storedAs));
    },

    async countRecent(form, email, since) {
      if (engine.openedBy === 'server') return engine.recent.count(form, email, since);
      const from = sameAddress(email);
      return failing('count recent leads', async () => {
        // A removed outbox holds no lead; the store makes it again when it keeps the next.
        const recent = await idsSince(since).catch((error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        });
        return (await leadsWhere(outbox, (lead) => lead.form === form && from(lead), recent))
          .length;
      });
    },

    releaseHeld: (idOrReference, plan, now, file) =>
      releaseHeld(engine, idOrReference, plan, now, file),

    holdInfected: (id, signature) => holdInfected(engine, id, signature),

    changeBooking: (id, change, mails, now) => changeBooking(engine, id, change, mails, now),

    importLead: (entry, attachment) => importLead(engine, entry, attachment),

    async leadsFrom(email) {
      const entries: LeadWithDeliveries[] = [];
      for (const lead of await leadsWhere(outbox, sameAddress(email)))
        entries.push(await withDeliveries(lead));
      return entries;
    },

    async erase(which) {
      const doomed =
        'from' in which
          ? await leadsWhere(outbox, sameAddress(which.from))
          : await leadsWhere(
              outbox,
              (lead) =>
                Date.parse(lead.receivedAt) < which.receivedBefore.getTime() &&
                (!which.heldOnly || lead.held !== undefined),
            );
      await failing('erase leads', async () => {
        for (const lead of doomed) await eraseLead(engine, lead);
      });
      return doomed;
    },

    async countReceivedBefore(before) {
      // Ids start with the time received: the names alone say it.
      return (await ids()).filter((id) => id < timeInNames(before)).length;
    },

    async newestReceivedAt() {
      const [newest] = await leadsWhere(outbox, () => true, (await ids()).slice(-1));
      return newest ? new Date(newest.receivedAt) : null;
    },
  };
}
