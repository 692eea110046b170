import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

/** Frames the test draws, as the browser would after a paint. */
let frames: Map<number, FrameRequestCallback>;

beforeEach(() => {
  vi.useFakeTimers();
  frames = new Map();
  let last = 0;
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => {
    frames.set(++last, frame);
    return last;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The browser draws the frames asked for so far. */
function drawFrames() {
  const drawn = [...frames.values()];
  frames.clear();
  for (const frame of drawn) frame(0);
}

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not in the frame itself', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    drawFrames();
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled before the frame', () => {
    const run = vi.fn();
    afterNextPaint(run)();
    drawFrames();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });

  it('runs nothing once cancelled between the frame and its task', () => {
    const run = vi.fn();
    const cancel = afterNextPaint(run);
    drawFrames();
    cancel();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
