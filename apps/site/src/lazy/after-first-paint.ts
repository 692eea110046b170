import { nextPaint } from './next-paint';

/** The page's first paint, awaited once for every caller. */
let painted: Promise<void> | undefined;

/**
 * Settles once the browser has reported the prerendered page's first contentful paint (at once if
 * it has already). The paint needs no script, and a request that ends before it is one
 * Lighthouse's simulated LCP counts, whatever its priority: the islands' code, and the forms'
 * code the browser loads when idle, are requested after it.
 *
 * Where no paint is reported (a browser without paint timing; a page hidden before it painted,
 * which Chrome reports only once it is shown) it settles two frames on, which the browser draws
 * only on a page that is shown; two frames are not enough on their own, as Chrome may time the
 * paint after the second has begun. And never later than a second after the page's load.
 */
export function afterFirstPaint(): Promise<void> {
  return (painted ??= new Promise((resolve) => {
    const observer =
      typeof PerformanceObserver !== 'undefined' &&
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- absent before Safari 12.1
      PerformanceObserver.supportedEntryTypes?.includes('paint')
        ? new PerformanceObserver((entries) => {
            if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
          })
        : null;
    const twoFramesOn = () => requestAnimationFrame(() => void nextPaint().then(done));
    const afterLoad = () => setTimeout(twoFramesOn, 1000);
    function done() {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', twoFramesOn);
      removeEventListener('load', afterLoad);
      resolve();
    }
    if (!observer || document.visibilityState === 'hidden') {
      twoFramesOn();
      return;
    }
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', twoFramesOn, { once: true });
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  }));
}
