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

/** Waits until the client has hydrated: the app marks the document once hydration commits. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

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
