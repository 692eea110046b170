import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ROUTES } from '../src/routes/routes';

export { ROUTES };

/** Collects console errors, warnings and page errors (hydration problems among them). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Waits until the page answers as a visitor's would: its listeners are in place and the islands of
 * its first screen have hydrated (the entry marks the document then). Islands that hydrate on a
 * tap or a focus do so as the test taps or types.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * The page's clock, for a rule of the site's own time (a success view closing after 3.5 s).
 * Installed before the page loads, it runs as the real one while the page loads; once held, the
 * page's timers fire only as the test moves the clock (`page.clock.runFor`), so the rule is
 * checked to the millisecond on a machine of any speed. Hold it before the action that starts
 * the timer.
 */
export async function clockToHold(page: Page): Promise<{ hold: () => Promise<void> }> {
  await page.clock.install();
  return {
    // A minute past the page's time, so it is never behind it: timers due by then fire once
    // (a part hydrating after the page; no form's).
    hold: async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000),
  };
}

/** The consent question of a build with analytics. */
export const consentBanner = (page: Page) =>
  page.getByRole('region', { name: 'Analytics cookies' });

/** The analytics events pushed so far. */
export function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).slice(),
  );
}

export async function expectHeading(page: Page, text?: string): Promise<void> {
  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  if (text) await expect(h1).toHaveText(text);
}

/** Runs axe on the page as it is now and expects no violation (each listed with its targets). */
export async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** A layout shift the browser reported: how much it counted and the elements that moved. */
export interface LayoutShiftSeen {
  readonly value: number;
  readonly moved: readonly string[];
}

/**
 * Slows the page's CPU fourfold (as Lighthouse's mobile run does), so that what a page fills in
 * after hydrating lands late enough to be seen moving things, if it does. Returns what gives the
 * page its full speed back, for checks that follow the load and need no slow CPU.
 */
export async function throttleCpu(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
}

/**
 * A layout-shift score no visitor sees: on a starved CPU a sticky bar or an icon can settle by a
 * fraction of a pixel (0.00004 and 0.0035 seen under a full parallel test run), where a part that
 * appears after hydration and pushes what is below it scores far more (the booking form's: 0.44).
 * Lighthouse shows CLS 0.000 on every route.
 */
export const UNSEEN_SHIFT = 0.005;

/** The layout-shift score of what `layoutShifts` saw. */
export const shiftScore = (shifts: readonly LayoutShiftSeen[]): number =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);

/**
 * Every layout shift of the page so far not caused by the visitor's input (what Cumulative Layout
 * Shift counts), read from the browser's buffered 'layout-shift' entries once the page has drawn
 * its next frame (a shift is reported with the frame that shows it).
 */
export function layoutShifts(page: Page): Promise<LayoutShiftSeen[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShiftSeen[]>((resolve) => {
        const describe = (node: unknown): string =>
          node instanceof Text
            ? `text in ${describe(node.parentElement)}`
            : node instanceof Element
              ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${node.textContent.trim().slice(0, 40)}"`
              : String(node);
        const read = (): LayoutShiftSeen[] => {
          const observer = new PerformanceObserver(() => {});
          observer.observe({ type: 'layout-shift', buffered: true });
          // The buffered entries at once, rather than in the observer's callback a task later.
          const entries = observer.takeRecords();
          observer.disconnect();
          return entries.flatMap((entry) => {
            if (!('value' in entry) || typeof entry.value !== 'number') return [];
            if ('hadRecentInput' in entry && entry.hadRecentInput === true) return [];
            const sources: unknown[] =
              'sources' in entry && Array.isArray(entry.sources) ? entry.sources : [];
            return [
              {
                value: entry.value,
                moved: sources.map((source) =>
                  typeof source === 'object' && source !== null && 'node' in source
                    ? describe(source.node)
                    : 'unknown',
                ),
              },
            ];
          });
        };
        // Just after the next frame is drawn.
        requestAnimationFrame(() => setTimeout(() => resolve(read())));
      }),
  );
}
