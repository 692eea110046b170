import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A page as `afterFirstPaint` sees it: its paint observer (when the browser has paint timing), its
 * visibility and load, and frames that the test draws (a hidden page draws none).
 */
function stubPage({
  paintTiming = true,
  visibility = 'visible',
}: { paintTiming?: boolean; visibility?: 'visible' | 'hidden' } = {}) {
  const observers: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, () => void>();
  const listen = (type: string, listener: () => void) => listeners.set(type, listener);
  vi.stubGlobal('document', {
    visibilityState: visibility,
    readyState: 'interactive',
    addEventListener: listen,
    removeEventListener: (type: string) => listeners.delete(type),
  });
  vi.stubGlobal('addEventListener', listen);
  vi.stubGlobal('removeEventListener', (type: string) => listeners.delete(type));
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
  vi.stubGlobal(
    'PerformanceObserver',
    paintTiming
      ? class {
          static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
          constructor(report: (typeof observers)[number]) {
            observers.push(report);
          }
          observe() {}
          disconnect() {}
        }
      : undefined,
  );
  return {
    /** The browser reports a paint of this name. */
    paint(name: string) {
      for (const report of observers)
        report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    },
    /** The browser draws the frames asked for so far (and runs what they set for at once). */
    drawFrames() {
      for (const frame of frames.splice(0)) frame();
      vi.advanceTimersByTime(0);
    },
    /** What happens when the page fires one of its events. */
    fire(type: string) {
      listeners.get(type)?.();
    },
  };
}

/** Whether the promise has settled, once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

/** A fresh module: the first paint is awaited once per page. */
const load = async () => (await import('./after-first-paint')).afterFirstPaint;

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('after the first paint', () => {
  it('settles when the browser reports the first contentful paint, not at an earlier paint', async () => {
    const page = stubPage();
    const painted = (await load())();
    page.paint('first-paint');
    expect(await settled(painted)).toBe(false);
    page.paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
  });

  it('is one wait for every caller', async () => {
    stubPage();
    const afterFirstPaint = await load();
    expect(afterFirstPaint()).toBe(afterFirstPaint());
  });

  it('settles two frames on in a browser without paint timing', async () => {
    const page = stubPage({ paintTiming: false });
    const painted = (await load())();
    expect(await settled(painted)).toBe(false);
    page.drawFrames();
    expect(await settled(painted)).toBe(false);
    page.drawFrames();
    expect(await settled(painted)).toBe(true);
  });

  it('on a page opened hidden, settles only once frames are drawn (when it is shown)', async () => {
    const page = stubPage({ visibility: 'hidden' });
    const painted = (await load())();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled(painted)).toBe(false);
    page.drawFrames();
    page.drawFrames();
    expect(await settled(painted)).toBe(true);
  });

  it('on a page hidden before its paint, settles two frames after it is shown again', async () => {
    const page = stubPage();
    const painted = (await load())();
    page.fire('visibilitychange');
    expect(await settled(painted)).toBe(false);
    page.drawFrames();
    page.drawFrames();
    expect(await settled(painted)).toBe(true);
  });

  it('with no paint reported, settles a second after the load, two frames on', async () => {
    const page = stubPage();
    const painted = (await load())();
    page.fire('load');
    await vi.advanceTimersByTimeAsync(999);
    page.drawFrames();
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    page.drawFrames();
    page.drawFrames();
    expect(await settled(painted)).toBe(true);
  });
});
