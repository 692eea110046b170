/**
 * Settles once the browser has painted the frame being prepared: in a task queued from the next
 * animation frame, which the browser runs after that frame's paint. Work started then (loading and
 * running an island's code) no longer holds back the paint that answers a tap.
 */
export const nextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
