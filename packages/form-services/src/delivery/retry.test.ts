import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './retry';

const settings = { giveUpAfterMs: 3_600_000, retryDelaysMs: [10_000, 30_000] };
const queuedAt = '2026-03-02T08:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(queuedAt) + ms);
const steady = () => 0.5;

describe('nextAttemptAt', () => {
  it("waits the schedule's entry for the attempts made, its last one repeating", () => {
    expect(nextAttemptAt({ attempts: 0, queuedAt }, at(0), settings, steady)).toEqual(at(10_000));
    expect(nextAttemptAt({ attempts: 1, queuedAt }, at(0), settings, steady)).toEqual(at(30_000));
    expect(nextAttemptAt({ attempts: 7, queuedAt }, at(60_000), settings, steady)).toEqual(
      at(90_000),
    );
  });

  it('never goes past the give-up time, and is null once it has come', () => {
    const late = at(3_600_000 - 5_000);
    expect(nextAttemptAt({ attempts: 0, queuedAt }, late, settings, steady)).toEqual(at(3_600_000));
    expect(nextAttemptAt({ attempts: 0, queuedAt }, at(3_600_000), settings, steady)).toBeNull();
  });
});
