import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openFileStore } from '../src/store/files/file-store';
import { contractClock, describeLeadStore } from './store-contract';

describeLeadStore('files', async () => {
  const clock = contractClock();
  const store = await openFileStore({
    dir: await mkdtemp(join(tmpdir(), 'contract-outbox-')),
    openedBy: 'server',
    clock: () => clock.now,
  });
  return { store, clock, close: () => store.close() };
});
