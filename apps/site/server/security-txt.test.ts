import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnBeforeExpiry } from './security-txt';

const DAY_MS = 24 * 3600 * 1000;

async function servedFile(expires: string) {
  const file = join(await mkdtemp(join(tmpdir(), 'security-txt-')), 'security.txt');
  await writeFile(file, `Contact: mailto:security@acme.ae\nExpires: ${expires}\n`);
  return file;
}

describe('the warning before security.txt expires', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says nothing while 30 days or more remain, then warns at once and every day', async () => {
    vi.useFakeTimers({
      now: new Date('2027-05-30T00:00:00Z'),
      toFake: ['setInterval', 'clearInterval', 'Date'],
    });
    const warnings: string[] = [];
    const stop = await warnBeforeExpiry(await servedFile('2027-06-30T00:00:00Z'), (message) =>
      warnings.push(message),
    );
    expect(warnings).toEqual([]);
    vi.advanceTimersByTime(DAY_MS);
    expect(warnings).toEqual([
      '/.well-known/security.txt expires in 30 days (2027-06-30T00:00:00.000Z): rebuild the site, or set VITE_SECURITY_TXT_EXPIRES later',
    ]);
    vi.advanceTimersByTime(31 * DAY_MS);
    expect(warnings).toHaveLength(32);
    expect(warnings.at(-1)).toMatch(/security\.txt has expired/);
    stop();
    vi.advanceTimersByTime(DAY_MS);
    expect(warnings).toHaveLength(32);
  });

  it('warns at start when the served date is already near', async () => {
    const warnings: string[] = [];
    const stop = await warnBeforeExpiry(
      await servedFile('2027-06-30T00:00:00Z'),
      (message) => warnings.push(message),
      () => new Date('2027-06-20T00:00:00Z'),
    );
    stop();
    expect(warnings).toEqual([expect.stringMatching(/expires in 10 days/)]);
  });
});
