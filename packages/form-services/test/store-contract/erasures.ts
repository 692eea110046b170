import { describe, expect, it } from 'vitest';
import type { LeadStore } from '../../src/store/lead-store';
import { openEachTest, type OpenedStore } from './fixtures';

/** The erasure register: hashes added, each kept once, never removed. */
export function describeErasuresRole(open: () => Promise<OpenedStore>): void {
  describe('the erasure register', () => {
    let store: LeadStore;
    openEachTest(open, (opened) => ({ store } = opened));

    it('is empty, then holds every hash added, each once', async () => {
      expect(await store.erasures.list()).toEqual([]);
      await store.erasures.add(['b'.repeat(64), 'a'.repeat(64)]);
      await store.erasures.add(['a'.repeat(64)]);
      await store.erasures.add([]);
      expect(await store.erasures.list()).toEqual(['a'.repeat(64), 'b'.repeat(64)]);
    });
  });
}
