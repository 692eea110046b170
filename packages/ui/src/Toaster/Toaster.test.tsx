import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TOAST_REMOVE_DELAY, clearToasts, dismissToast, getToasts, toast } from './store';
import { Toaster } from './Toaster';

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces toasts in a polite live region', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Quote saved successfully!', tone: 'success' });
    });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Quote saved successfully!');
  });

  it('keeps at most 20 toasts, newest first', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) toast({ title: `Toast ${i}` });
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Toast 25');
    expect(screen.queryByText('Toast 5')).toBeNull();
  });

  it('hides a dismissed toast at once and removes it after 1,000,000 ms', () => {
    vi.useFakeTimers();
    renderWithTheme(<Toaster />);
    let id = '';
    act(() => {
      id = toast({ title: 'Saved' });
    });
    act(() => dismissToast(id));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(getToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    });
    expect(getToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(getToasts()).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('hydrates over a server render without a mismatch when a toast came first, then shows it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Toaster />);
    document.body.append(container);
    toast({ title: 'Network error. Please try again.', tone: 'error' });
    const mismatches: unknown[] = [];
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <Toaster />, {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
      expect(mismatches).toEqual([]);
      expect(screen.getByRole('status')).toHaveTextContent('Network error. Please try again.');
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});
