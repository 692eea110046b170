// The file engine's lock on its outbox, tried as an operator meets it: built server processes on
// one folder, killed with kill -9, left unreaped, started twice at once, or upgraded from a lock
// that held a process id.
import { once } from 'node:events';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, waitingFor, within } from './helpers';
import { holdOutbox } from '../src/store/files/outbox-lock';
import { serve, serveUnreaped } from './processes';

/** A fresh outbox, and the variables of a server on it whose lock runs out 2 s after it dies. */
async function onOneOutbox() {
  const outbox = await mkdtemp(join(tmpdir(), 'lock-outbox-'));
  return async () => ({
    FORMS_OUTBOX: outbox,
    FORMS_OUTBOX_LEASE_MS: '2000',
    FORMS_PORT: String(await freePort()),
  });
}

/**
 * Why a server took over a dead one's lock: it saw the lease still running and waited it out, or,
 * on a loaded machine, reached the lock after the 2 s lease had run out. Either is right; the
 * test asserts the server started and said which, not how fast it got there.
 */
const RAN_OUT_OR_WAITED = '(?:was waited out|had run out)';

/** A process's state letter as the kernel shows it (`Z`: a zombie), or `gone`. */
const stateOf = async (pid: number) =>
  (await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).split(') ')[1]?.[0] ?? 'gone';

describe('the outbox lock', () => {
  it('takes over an earlier version’s server.lock naming a process alive here, saying so', async () => {
    const env = await onOneOutbox();
    const { FORMS_OUTBOX } = await env();
    // Process 1 is always alive: the process-id lock refused every start on this.
    await writeFile(join(FORMS_OUTBOX, 'server.lock'), '1\n');
    const server = await serve(await env());
    expect(server.output()).toContain(
      `The outbox ${FORMS_OUTBOX}: took over an earlier version's server.lock naming process 1`,
    );
  });

  it('starts a server restarted at once after kill -9, once the dead one’s lease runs out', async () => {
    const env = await onOneOutbox();
    const first = await serve(await env());
    first.child.kill('SIGKILL');
    await within(first.exited, 'the first server to end on SIGKILL');
    const second = await serve(await env());
    expect(second.output()).toMatch(
      new RegExp(
        `took over from a running server \\(process ${first.child.pid} on .+\\), whose lock ${RAN_OUT_OR_WAITED}: it is not renewed, so its holder is gone`,
      ),
    );
  });

  it('starts beside a killed server that is not reaped (a zombie)', async () => {
    const env = await onOneOutbox();
    const holder = await serveUnreaped(await env());
    const pid = Number(holder.output().split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => stateOf(pid), waitingFor('the killed server to be a zombie')).toBe('Z');
    const next = await serve(await env());
    expect(next.output()).toContain(`(process ${pid} on `);
    expect(next.output()).toMatch(new RegExp(`whose lock ${RAN_OUT_OR_WAITED}: it is not renewed`));
    // The zombie was there all along, as the process-id lock saw it: alive.
    expect(await stateOf(pid)).toBe('Z');
  });

  it('lets one of two servers started at once have the outbox; the other stops, naming it', async () => {
    const env = await onOneOutbox();
    const started = await Promise.allSettled([serve(await env()), serve(await env())]);
    const running = started.flatMap((one) => (one.status === 'fulfilled' ? [one.value] : []));
    const refused = started.flatMap((one) => (one.status === 'rejected' ? [one.reason] : []));
    expect(running).toHaveLength(1);
    expect(refused).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          new RegExp(
            `^exited 1: .*is held by a running server \\(process ${running[0]!.child.pid} on .+\\)\\. Two servers must not deliver from one outbox`,
            's',
          ),
        ),
      }),
    ]);
    // The one that has it still serves.
    running[0]!.child.kill('SIGTERM');
    expect(await within(once(running[0]!.child, 'exit'), 'the running server to exit')).toEqual([
      0,
      null,
    ]);
  });

  it('stops a server whose outbox another process took while it stalled, saying why', async () => {
    const env = await onOneOutbox();
    const { FORMS_OUTBOX } = await env();
    const server = await serve(await env());
    // The server stalls (stopped, as a frozen container or a stalled disk would stop it) past its
    // lease, and another holder takes the outbox; woken, the server must not deliver again.
    server.child.kill('SIGSTOP');
    const other = await holdOutbox(FORMS_OUTBOX, 'another server', {
      leaseMs: 2_000,
      onLost: () => expect.fail('the other holder lost the outbox'),
    });
    try {
      server.child.kill('SIGCONT');
      const code = await within(server.exited, 'the server to stop on losing its outbox');
      expect(code).toBe(1);
      expect(server.output()).toContain(`The outbox ${FORMS_OUTBOX} is no longer this process's`);
      expect(server.output()).toContain('Stopping, so that no mail goes out twice.');
    } finally {
      await other.letGo();
    }
  });
});
