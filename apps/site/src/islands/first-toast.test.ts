import { clearToasts, toast } from '@acme/ui/toasts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstToast } from './first-toast';

afterEach(() => clearToasts());

describe('the first toast', () => {
  it('is told once, at the first toast raised after listening, not at later ones', () => {
    const show = vi.fn(() => Promise.resolve());
    onFirstToast(show);
    expect(show).not.toHaveBeenCalled();
    toast({ title: 'Quote saved' });
    toast({ title: 'Link copied' });
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('is told again at the next toast when showing failed (the toaster’s code did not arrive)', async () => {
    const show = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined);
    onFirstToast(show);
    toast({ title: 'Quote saved' });
    expect(show).toHaveBeenCalledTimes(1);
    // Once the failure is known (its promise settled), the next toast tries again.
    await (show.mock.results[0]!.value as Promise<void>).catch(() => {});
    toast({ title: 'Link copied' });
    expect(show).toHaveBeenCalledTimes(2);
    toast({ title: 'Quote saved again' });
    expect(show).toHaveBeenCalledTimes(2);
  });
});
