import { waitingFor, within } from '@acme/tooling/waits';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOLDER_FILE, LEASE_DIR, OutboxHeldError, holdOutbox } from './outbox-lock';

const holderIn = (dir: string) => readFile(join(dir, HOLDER_FILE), 'utf8').catch(() => '');

/** A short lease, and a holder that is never told it lost the outbox (these tests say when). */
const LEASE = { leaseMs: 2_000, onLost: () => expect.fail('the outbox was lost') };

describe('holdOutbox', () => {
  it('names its holder, refuses a second one while held, and lets go of everything', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lock-'));
    const held = await holdOutbox(dir, 'pnpm leads import', LEASE);
    expect(held.found).toBeNull();
    expect(await holderIn(dir)).toMatch(/^pnpm leads import \(process \d+ on .+, since .+\)\n$/);
    const second = holdOutbox(dir, 'a running server', LEASE);
    await expect(second).rejects.toThrow(OutboxHeldError);
    await expect(second).rejects.toThrow(`The outbox ${dir} is held by pnpm leads import (`);
    await held.letGo();
    expect(await holderIn(dir)).toBe('');
    await expect(stat(join(dir, LEASE_DIR))).rejects.toThrow('ENOENT');
    await (await holdOutbox(dir, 'a running server', LEASE)).letGo();
  });

  it('takes its lease back when the outbox was removed under it, as no one else took it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lock-'));
    const held = await holdOutbox(dir, 'a running server', LEASE);
    try {
      await rm(dir, { recursive: true });
      // The next renewal finds the lease gone and takes it again.
      await expect
        .poll(() => holderIn(dir), waitingFor('the holder to take its lease back'))
        .toMatch(/^a running server \(/);
      await expect(holdOutbox(dir, 'another server', LEASE)).rejects.toThrow(OutboxHeldError);
    } finally {
      await held.letGo();
    }
  });

  it('tells its holder the outbox is lost once another process took the lease meanwhile', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lock-'));
    let told: (error: Error) => void = () => undefined;
    const lost = new Promise<Error>((resolve) => (told = resolve));
    const first = await holdOutbox(dir, 'a stalled server', { leaseMs: 2_000, onLost: told });
    // The lease gone (a stalled disk, a hand that removed it) and taken by another server before
    // the first renews it: the first must hear that the outbox is no longer its own.
    await rm(join(dir, LEASE_DIR), { recursive: true });
    const second = await holdOutbox(dir, 'another server', LEASE);
    try {
      const error = await within(lost, 'the first holder to hear it lost the outbox');
      expect(error.message).toContain(`The outbox ${dir} is no longer this process's`);
      expect(error.message).toContain('another server');
      expect(await holderIn(dir)).toMatch(/^another server \(/);
    } finally {
      await second.letGo();
      await first.letGo();
    }
  });
});
