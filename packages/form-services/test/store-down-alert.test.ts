// A store that stops answering: each server alerts its own outage, whatever the store can do.
// A file of its own: it stops the file's PostgreSQL server, which no other test may be using.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../src/config/options';
import { openStore } from '../src/store/open-store';
import { startAlertReceiver } from './alert-receiver';
import { startServices, testPostgres, track, waitingFor } from './helpers';

describe('a store that does not answer', () => {
  it('is alerted by the server that sees it, naming itself, and recorded once the store answers', async () => {
    const receiver = track(await startAlertReceiver());
    const services = track(
      await startServices({
        engine: 'postgres',
        alerts: { ...DEFAULT_OPTIONS.alerts, to: { url: receiver.url, format: 'slack' } },
      }),
    );
    const postgres = await testPostgres();
    await postgres.stop();
    try {
      await expect.poll(() => receiver.received.length, waitingFor('the alert')).toBe(1);
    } finally {
      await postgres.start();
    }
    expect(receiver.received[0]?.body['text']).toMatch(
      /^Form services incident: the lead store not answering on .+ \(process \d+\) since .* UTC\. Cause: .+\.$/,
    );
    await expect.poll(() => receiver.received.length, waitingFor('the resolution')).toBe(2);
    expect(receiver.received[1]?.body['text']).toMatch(
      /^Resolved: the lead store not answering on /,
    );
    const reader = track(await openStore(await services.storeWhere(), 'reader'));
    expect(await reader.incidents.list()).toEqual([
      expect.objectContaining({ kind: 'store-down', resolvedAt: expect.any(String), leads: 0 }),
    ]);
  });
});
