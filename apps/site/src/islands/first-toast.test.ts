import { clearToasts, toast } from '@acme/ui/toasts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstToast } from './first-toast';

afterEach(() => clearToasts());

describe('the first toast', () => {
  it('is told once, at the first toast raised after listening, not at later ones', () => {
    const show = vi.fn();
    onFirstToast(show);
    expect(show).not.toHaveBeenCalled();
    toast({ title: 'Quote saved' });
    toast({ title: 'Link copied' });
    expect(show).toHaveBeenCalledTimes(1);
  });
});
