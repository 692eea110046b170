// A booking change on the file store when the lead file's write fails or waits: the change and
// its deliveries are kept together, and an erase meanwhile is not undone. The disk's writes are
// the real ones, but the lead file's can be made to fail or to wait for the test.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { StoreUnavailableError } from '../src/store/errors';
import type * as Durable from '../src/store/files/durable';
import { openFileStore } from '../src/store/files/file-store';
import { track } from './helpers';
import { contractClock, mails, submission } from './store-contract/fixtures';

/** What the next write of the lead file of `id` does before it writes. */
const leadWrite = vi.hoisted(() => ({ id: '', before: null as (() => Promise<void>) | null }));

vi.mock('../src/store/files/durable', async (original) => {
  const durable = await original<typeof Durable>();
  return {
    ...durable,
    writeDurably: async (...args: Parameters<typeof durable.writeDurably>) => {
      const before = leadWrite.before;
      if (before && args[0].endsWith(`/${leadWrite.id}.json`)) {
        leadWrite.before = null;
        await before();
      }
      return durable.writeDurably(...args);
    },
  };
});

async function storeWithBooking() {
  const clock = contractClock();
  const store = track(
    await openFileStore({
      dir: await mkdtemp(join(tmpdir(), 'file-change-')),
      openedBy: 'server',
      clock: () => clock.now,
    }),
  );
  const { lead } = await store.leads.store(submission(), mails('aisha@example.com'));
  leadWrite.id = lead.id;
  const slot = { date: '2099-03-01', startHour: 10, hours: 2 };
  const change = () =>
    store.leads.changeBooking(
      lead.id,
      {
        version: 0,
        fields: { requested_date: '2099-03-02' },
        change: { at: clock.now.toISOString(), action: 'moved', from: slot, to: slot },
      },
      mails('aisha@example.com'),
      clock.now,
    );
  return { store, lead, change };
}

/** Makes the next lead file's write wait: `started` once it is reached, `write()` lets it go on. */
function leadWriteWaits() {
  let reached!: () => void;
  let release!: () => void;
  const started = new Promise<void>((resolve) => (reached = resolve));
  leadWrite.before = () => {
    reached();
    return new Promise<void>((resolve) => (release = resolve));
  };
  return { started, write: () => release() };
}

describe('a booking change on the file store', () => {
  it('whose lead file cannot be written keeps neither the change nor its deliveries', async () => {
    const { store, lead, change } = await storeWithBooking();
    const before = await store.leads.find(lead.id);
    leadWrite.before = () => Promise.reject(new Error('EIO: the disk failed'));
    await expect(change()).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await store.leads.find(lead.id)).toEqual(before);
    // Tried again, it is kept with its deliveries.
    expect(await change()).toMatchObject({ status: 'changed' });
    expect((await store.leads.find(lead.id))?.deliveries.map((one) => one.kind)).toEqual([
      'company',
      'visitor',
      'company-change',
      'visitor-change',
    ]);
  });

  it('finishes before an erase of its lead, which then removes it: the change brings nothing back', async () => {
    const { store, lead, change } = await storeWithBooking();
    const { started, write } = leadWriteWaits();
    const changed = change();
    await started;
    const erased = store.leads.erase({ from: 'aisha@example.com' });
    // Locked, the erase waits for the change; unlocked, it would be done before the write. The
    // wait bounds the test, it is not what is tested: the lead is gone either way it ends.
    await Promise.race([erased, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    write();
    await Promise.all([changed, erased]);
    expect(await store.leads.find(lead.id)).toBeNull();
    expect(await store.queue.nextDue()).toBeNull();
  });
});

describe('a claim while a booking change is written', () => {
  it('waits for the lead file, so the change it claims is one the lead has', async () => {
    const { store, change } = await storeWithBooking();
    const { started, write } = leadWriteWaits();
    const changed = change();
    await started;
    // The change's deliveries are in the record; its lead file is not written yet.
    const claimed = store.queue.claim('server-a', 10, 60_000, new Date('2099-12-31T00:00:00Z'));
    // The wait bounds the test, it is not what is tested: the claim is checked however it ends.
    await Promise.race([claimed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    write();
    await changed;
    const claims = await claimed;
    const visitorChange = claims.find((claim) => claim.delivery.kind === 'visitor-change');
    expect(visitorChange?.delivery.change).toBe(1);
    expect(visitorChange?.lead.bookingChanges).toHaveLength(1);
  });
});
