import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('starts from its initial value and tells each subscriber of a new one', () => {
    const store = createStore({ open: false });
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    const leave = store.subscribe(second);
    expect(store.get()).toEqual({ open: false });
    store.set({ open: true });
    expect(store.get()).toEqual({ open: true });
    expect(store.initial).toEqual({ open: false });
    leave();
    store.set({ open: false });
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
