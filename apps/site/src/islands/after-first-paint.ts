/**
 * Settles once the browser has reported the prerendered page's first contentful paint: called as
 * the entry runs. The paint needs no script, and a request that ends before it is one Lighthouse's
 * simulated LCP counts, whatever its priority, so the islands' code is requested after it.
 *
 * A browser that reports no paint timing, or a page hidden before it paints (Chrome then reports
 * none), settles two frames on instead, which are drawn once the page is shown; two frames are
 * not enough on their own: Chrome may report the paint's time after the second has begun.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const twoFramesOn = () =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
    if (
      !PerformanceObserver.supportedEntryTypes.includes('paint') ||
      document.visibilityState === 'hidden'
    ) {
      twoFramesOn();
      return;
    }
    document.addEventListener('visibilitychange', twoFramesOn, { once: true });
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      document.removeEventListener('visibilitychange', twoFramesOn);
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
