/** Requests one booking's link may make in a window: the page's view, previews and changes. */
export const BOOKING_LINK_LIMIT = { max: 30, windowMs: 15 * 60_000 } as const;

/**
 * A fixed-window count of requests per booking, in this server's memory: a link is limited by its
 * booking, whoever holds it and from wherever, so a shared link cannot be made to mail its
 * visitor without end. `take` answers `null` while the booking is within its share, else the
 * seconds until its window ends.
 */
export function bookingLimit(limit: { readonly max: number; readonly windowMs: number }) {
  const windows = new Map<string, { readonly start: number; count: number }>();
  return {
    take(booking: string, now: number): number | null {
      for (const [key, window] of windows)
        if (now - window.start >= limit.windowMs) windows.delete(key);
      const window = windows.get(booking) ?? { start: now, count: 0 };
      windows.set(booking, window);
      window.count += 1;
      if (window.count <= limit.max) return null;
      return Math.max(1, Math.ceil((window.start + limit.windowMs - now) / 1000));
    },
  };
}
