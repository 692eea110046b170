import { waitingFor } from '@acme/tooling/waits';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOLDER_FILE, LEASE_DIR, OutboxHeldError, holdOutbox } from './outbox-lock';

const holderIn = (dir: string) => readFile(join(dir, HOLDER_FILE), 'utf8').catch(() => '');

describe('holdOutbox', () => {
  it('names its holder, refuses a second one while held, and lets go of everything', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lock-'));
    const held = await holdOutbox(dir, 'pnpm leads import', 2_000);
    expect(held.found).toBeNull();
    expect(await holderIn(dir)).toMatch(/^pnpm leads import \(process \d+ on .+, since .+\)\n$/);
    const second = holdOutbox(dir, 'a running server', 2_000);
    await expect(second).rejects.toThrow(OutboxHeldError);
    await expect(second).rejects.toThrow(`The outbox ${dir} is held by pnpm leads import (`);
    await held.letGo();
    expect(await holderIn(dir)).toBe('');
    await expect(stat(join(dir, LEASE_DIR))).rejects.toThrow('ENOENT');
    await (await holdOutbox(dir, 'a running server', 2_000)).letGo();
  });

  it('takes its lease back when the outbox was removed under it, as no one else took it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lock-'));
    const held = await holdOutbox(dir, 'a running server', 2_000);
    try {
      await rm(dir, { recursive: true });
      // The next renewal finds the lease gone and takes it again.
      await expect
        .poll(() => holderIn(dir), waitingFor('the holder to take its lease back'))
        .toMatch(/^a running server \(/);
      await expect(holdOutbox(dir, 'another server', 2_000)).rejects.toThrow(OutboxHeldError);
    } finally {
      await held.letGo();
    }
  });
});
