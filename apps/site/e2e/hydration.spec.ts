import { expect, test } from '@playwright/test';
import { hydrated, watchConsole } from './helpers';
import { scriptOf } from './scripts';

/**
 * The style rules the browser holds, less the markers with which styled-components names each
 * component's rules (the prerender writes them, and the browser's runtime keeps them to place the
 * rules it adds).
 */
function documentRules(): number {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => !rule.cssText.startsWith('data-styled.')).length;
}

/**
 * The rules of the prerendered HTML's style tags, less the markers with which styled-components
 * names each component's rules.
 */
function prerenderedRules(css: string): number {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return [...sheet.cssRules].filter((rule) => !rule.cssText.startsWith('data-styled.')).length;
}

// The browser names every styled component as the prerender did (`src/styled/`), so hydration
// reuses the prerendered styles: it neither renames elements nor injects a second copy of every
// rule (whose order, not the page's, would then decide the cascade, as it once did for the
// calculator's tabs).
for (const width of [375, 1280])
  for (const path of ['/', '/about', '/services', '/pricing', '/on-demand-support', '/contact'])
    test(`hydration adds no style rule to ${path} at ${width}px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      const html = await (await request.get(path)).text();
      const prerendered = [...html.matchAll(/<style data-styled[^>]*>([\s\S]*?)<\/style>/g)]
        .map((match) => match[1])
        .join('\n');
      await page.goto(path);
      await hydrated(page);
      const before = await page.evaluate(prerenderedRules, prerendered);
      expect(before).toBeGreaterThan(50);
      expect(await page.evaluate(documentRules)).toBe(before);
    });

// A state the prerender did not show (a shared quote's results) needs rules the page lacks: the
// browser adds each once, in its component's place in the prerendered sheet (before the marker
// that names the component, so the cascade is the prerender's), and the results are styled.
test('rules the page lacks are added once, each in its component’s place', async ({ page }) => {
  await page.goto('/pricing?users=12&servers=2&hours=24x7');
  await hydrated(page);
  await expect(
    page.getByRole('article', { name: 'Pricing summary' }).getByText('Total per month'),
  ).toBeVisible();
  const sheet = await page.evaluate(async () => {
    const html = await (await fetch(location.href)).text();
    const prerendered = new CSSStyleSheet();
    prerendered.replaceSync(/<style data-styled[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '');
    const style = document.querySelector<HTMLStyleElement>('style[data-styled]');
    const rules = [...(style?.sheet?.cssRules ?? [])];
    const texts = rules.map((rule) => rule.cssText);
    /** The component whose marker follows each rule (undefined after the last marker). */
    const markerAfter = (at: number) =>
      rules
        .slice(at)
        .map((rule) =>
          rule instanceof CSSStyleRule
            ? /^data-styled.*id="([^"]+)"/.exec(rule.selectorText)?.[1]
            : undefined,
        )
        .find(Boolean);
    const marked = new Set(rules.map((_rule, at) => markerAfter(at)));
    return {
      added: rules.length - prerendered.cssRules.length,
      repeated: texts.filter((text, at) => texts.indexOf(text) !== at),
      // A rule (or a media rule's first) styles elements of its component: the marker after it
      // names one of the components the elements are made of (an extension's are several),
      // and a rule after every marker is one of a component the page lacked.
      misplaced: rules.flatMap((rule, at) => {
        const first = rule instanceof CSSMediaRule ? rule.cssRules[0] : rule;
        const selector = first instanceof CSSStyleRule ? first.selectorText : '';
        const name = /^\.([\w-]+)/.exec(selector)?.[1];
        const element = name && document.getElementsByClassName(name)[0];
        if (!element) return [];
        const ids = [...element.classList].filter((c) => c.startsWith('sc-'));
        const after = markerAfter(at);
        const placed = after ? ids.includes(after) : ids.some((id) => !marked.has(id));
        return placed ? [] : [texts[at]];
      }),
    };
  });
  expect(sheet.added).toBeGreaterThan(0);
  expect(sheet.repeated).toEqual([]);
  expect(sheet.misplaced).toEqual([]);
});

// The page is its HTML: the footer, the side panel's promo box and the chat button are never
// hydrated (no script of theirs is even built for the browser), yet their links load pages.
test('static parts are never hydrated, and their links load pages', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/pricing');
  await hydrated(page);
  for (const part of [
    'src/components/SiteFooter.tsx',
    'src/components/SitePromo.tsx',
    'src/components/SiteChat.tsx',
  ])
    expect(() => scriptOf(part)).toThrow(/No script/);
  await expect(page.getByRole('heading', { name: 'Managed packages' })).toBeVisible();
  await page
    .getByRole('link', { name: /See our IT support packages for small businesses/ })
    .click();
  await expect(page).toHaveURL(/\/smb-packages$/);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Privacy Policy', exact: true })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(
    page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await page.getByRole('link', { name: 'Contact Us Now' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await hydrated(page);
  expect(problems).toEqual([]);
});

// Inside the calculator's island, the small-business link above it and the managed packages below
// hydrate after it, when their code arrives. A part left waiting for its code would hold up every
// update of the calculator (React hydrates a boundary before an update passes it), so a part whose
// code cannot load goes, and the calculator works on.
test('parts of the calculator whose code cannot load leave it, and it works', async ({ page }) => {
  await page.route(
    scriptOf(['src/components/SmbPlansLink.tsx', 'src/calculator/ManagedPackages.tsx']),
    (route) => route.abort('internetdisconnected'),
  );
  await page.goto('/pricing');
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Managed packages' })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: /See our IT support packages for small businesses/ }),
  ).toHaveCount(0);
  await page.getByLabel('Users').fill('12');
  await page.getByRole('button', { name: 'Calculate price' }).click();
  await expect(
    page.getByRole('article', { name: 'Pricing summary' }).getByText('Total per month'),
  ).toBeVisible();
  await expect(page).toHaveURL(/users=12/);
});

// A shared quote's address is read once the prerendered (empty) calculator has hydrated, so React
// reuses that HTML instead of throwing it away on a mismatch.
test('a priced link hydrates the prerendered calculator, then shows the quote it carries', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/pricing?users=12&servers=2&hours=24x7');
  await hydrated(page);
  await expect(page.getByLabel('Users')).toHaveValue('12');
  await expect(page.getByLabel('Servers')).toHaveValue('2');
  await expect(page.getByRole('radio', { name: /24x7/ })).toBeChecked();
  await expect(
    page.getByRole('article', { name: 'Pricing summary' }).getByText('Total per month'),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

// The first paint is the prerendered page and needs no script: no script is requested before it,
// not even the entry (Lighthouse's simulated LCP counts every request that ends before the paint),
// and afterwards every chunk the page lists is fetched, those it hydrates and those a tap will need.
for (const path of ['/', '/pricing', '/on-demand-support', '/ar/pricing', '/ar/on-demand-support'])
  test(`${path} requests its code only after its first paint, then all of it`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    /** Each script the page requested (by path), and when it first did, in ms after the paint. */
    const requested = () =>
      page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        const started: Record<string, number> = {};
        for (const entry of performance.getEntriesByType('resource')) {
          const file = new URL(entry.name).pathname.slice(1);
          if (file.endsWith('.js'))
            started[file] = Math.min(started[file] ?? Infinity, entry.startTime - paint);
        }
        return {
          listed: JSON.parse(document.getElementById('island-chunks')!.textContent) as string[],
          started,
        };
      });
    const { listed } = await requested();
    expect(listed.length).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const { started } = await requested();
        return listed.filter((file) => started[file] === undefined);
      })
      .toEqual([]);
    const { started } = await requested();
    const beforePaint = Object.keys(started).filter((file) => started[file]! < 0);
    expect(beforePaint).toEqual([]);
  });

// Where no paint is reported (a browser without paint timing; a tab opened in the background,
// which reports its paint only once shown), the entry loader still starts the page, a second after
// its load: listeners, page view and islands all follow.
test('a page whose paint is never reported still starts, after its load', async ({ page }) => {
  const problems = watchConsole(page);
  await page.addInitScript(() => {
    const Observer = window.PerformanceObserver;
    window.PerformanceObserver = class extends Observer {
      override observe(options?: PerformanceObserverInit) {
        if (options?.type !== 'paint') super.observe(options);
      }
    };
  });
  await page.goto('/pricing');
  await hydrated(page);
  const started = await page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')!.dataset.entry!;
    return performance.getEntriesByName(new URL(entry, location.href).href)[0]!.startTime;
  });
  const { loadEventStart } = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming,
  );
  expect(started).toBeGreaterThanOrEqual(loadEventStart + 1000);
  await page.getByLabel('Users').fill('8');
  await page.getByRole('button', { name: 'Calculate price' }).click();
  await expect(page).toHaveURL(/users=8/);
  expect(problems).toEqual([]);
});
