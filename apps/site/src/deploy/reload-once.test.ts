import { describe, expect, it } from 'vitest';
import { isMissingChunk, reloadForMissingChunk } from './reload-once';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('reloadForMissingChunk', () => {
  it('reloads once, not again within ten seconds, and again after', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void (reloads += 1);
    expect(reloadForMissingChunk(() => storage, reload, 1_000_000)).toBe(true);
    expect(reloadForMissingChunk(() => storage, reload, 1_005_000)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadForMissingChunk(() => storage, reload, 1_011_000)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('does not reload when storage refuses, since nothing could stop a loop', () => {
    let reloads = 0;
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(
      reloadForMissingChunk(
        () => refusing,
        () => void (reloads += 1),
      ),
    ).toBe(false);
    expect(reloads).toBe(0);
  });

  it('does not reload, nor throw, where there is no session storage to read (Node, the prerender)', () => {
    let reloads = 0;
    const absent = () => {
      throw new ReferenceError('sessionStorage is not defined');
    };
    expect(reloadForMissingChunk(absent, () => void (reloads += 1))).toBe(false);
    expect(reloads).toBe(0);
  });
});

describe('isMissingChunk', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/Dk3x9Qa1.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://x/a.js',
    'Unable to preload CSS for /assets/a.css',
  ])('knows %s', (message) => {
    expect(isMissingChunk(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the boundary', () => {
    expect(isMissingChunk(new Error('x is undefined'))).toBe(false);
  });
});
