import { mkdir } from 'node:fs/promises';
import { holdOutboxFor, type CommandHold } from '../command-hold';
import { ConfigurationError } from '../config/configuration-error';
import type { FormServicesOptions } from '../config/options';
import { addressHash } from '../privacy/address-hash';
import { openStore } from '../store/open-store';
import { countLead, noCounts } from './archive-format';
import { readArchive, verifyArchive } from './read-archive';

/**
 * Restores a backup into the configured store, which must hold no lead, of either engine. The
 * archive is read through and checked before anything is written. Its erasure register is added
 * to the store's (which never shrinks), and a lead whose address is in the register is erased
 * again: left out. Every other lead is kept with its attachment and its deliveries as they were,
 * none claimed: what was sent stays sent, what was pending is sent by the next server. The
 * incidents are kept as they were.
 */
export async function restoreBackup(
  options: Pick<
    FormServicesOptions,
    'outboxDir' | 'databaseUrl' | 'outboxLeaseMs' | 'erasureSecret'
  >,
  file: string,
): Promise<string> {
  const secret = options.erasureSecret;
  if (!secret)
    throw new ConfigurationError(
      'pnpm leads restore leaves out the leads of erased addresses: set FORMS_ERASURE_SECRET to the key pnpm leads erase registered them with.',
    );
  const archived: string[] = [];
  await verifyArchive(file, (item) => 'erasure' in item && archived.push(item.erasure));
  let hold: CommandHold | null = null;
  if (!options.databaseUrl) {
    await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
    hold = await holdOutboxFor(options, 'pnpm leads restore', 'restore');
  }
  const store = await openStore(options, 'reader').catch(async (error: unknown) => {
    await hold?.letGo();
    throw error;
  });
  const restored = noCounts();
  let erasedAgain = 0;
  try {
    if ((await store.leads.newestReceivedAt()) !== null)
      throw new ConfigurationError(
        `${store.description} holds leads: a backup is restored into an empty store only.`,
      );
    await store.erasures.add(archived);
    const register = new Set(await store.erasures.list());
    for await (const item of readArchive(file)) {
      hold?.checkHeld();
      // Open ones stay open: the next server resolves them, or alerts no second time.
      if ('incidents' in item)
        for (const incident of item.incidents) await store.incidents.add(incident);
      if (!('lead' in item)) continue;
      const address = item.lead.lead.fields.email;
      if (address && register.has(addressHash(address, secret))) {
        erasedAgain += 1;
        continue;
      }
      if (await store.leads.importLead(item.lead, item.attachment)) countLead(restored, item.lead);
    }
  } finally {
    await store.close();
    await hold?.letGo();
  }
  return `Restored ${restored.leads} leads (${restored.attachments} attachments, ${restored.deliveries} deliveries, ${restored.pending} of them pending) from ${file} into ${store.description}. Erased again ${erasedAgain} leads whose address is in the erasure register: they were not restored.`;
}
