/**
 * Runs `run` once the browser has painted the frame being prepared: in a task queued from the next
 * animation frame, which the browser runs after that frame's paint. Work that restyles the whole
 * page then no longer holds back the paint that answers a tap. Returns what cancels it, if it has
 * not run yet.
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
