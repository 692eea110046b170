import { expect, test, type Page } from '@playwright/test';
import { dataLayer, hydrated } from './helpers';
import { leadsFrom } from './outbox';
import { scriptOf } from './scripts';

test.use({ viewport: { width: 375, height: 740 } });

/** Holds back the script that holds `source` until the function it returns is called. */
async function holdBack(page: Page, source: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scriptOf(source), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits for the entry to have run: it counts the page's page_view. */
const entryHasRun = (page: Page) =>
  expect
    .poll(async () => (await dataLayer(page)).some((event) => event.event === 'page_view'), {
      message: 'waited for the entry to run',
    })
    .toBe(true);

/**
 * What is held back in each case: the island's own code, the page's listeners in place (the
 * entry has run); or the page's code itself (the entry, which starts after the first paint), when
 * the entry loader in the page holds the tap.
 */
const HELD = [
  { what: 'its island', island: true },
  { what: 'the page’s code', island: false },
] as const;

/**
 * Opens `path` with the island `root`'s code held back, once the entry has run, or (not `island`)
 * with the entry itself held back; returns what lets the held script arrive.
 */
async function openHeld(page: Page, path: string, root: string, island: boolean) {
  const release = await holdBack(page, island ? root : 'index.html');
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  if (island) await entryHasRun(page);
  return release;
}

for (const { what, island } of HELD)
  test(`a tap before ${what} has arrived answers at once, and completes once it has`, async ({
    page,
  }) => {
    const release = await openHeld(page, '/', 'src/islands/roots/SiteNavigation.tsx', island);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-busy', 'true');
    // Seen, not only told: the held button looks busy.
    await expect(menu).toHaveCSS('cursor', 'progress');
    release();
    await expect(page.getByRole('complementary', { name: 'Site navigation' })).toBeInViewport();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).not.toHaveAttribute('aria-busy');
  });

test('a tap held while the page’s code fails to arrive is let go, and the next tap asks again', async ({
  page,
}) => {
  // The entry's first request fails, as over a dropped connection, once the tap is held.
  const requested: string[] = [];
  let fail = () => {};
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route(scriptOf('index.html'), async (route) => {
    requested.push(route.request().url());
    if (requested.length > 1) return route.continue();
    await failing;
    await route.abort('connectionfailed');
  });
  await page.clock.install();
  await page.goto('/', { waitUntil: 'load' });
  // The loader's own start, a second after the load, passes while the entry is still loading:
  // from here, only a tap can ask for it again.
  await page.clock.runFor(1_000);
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-busy', 'true');
  fail();
  // Not busy for ever: the button is let go, nothing opened, and nothing asked again untapped.
  await expect(menu).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('complementary', { name: 'Site navigation' })).not.toBeInViewport();
  expect(requested).toHaveLength(1);
  await menu.click();
  await expect(page.getByRole('complementary', { name: 'Site navigation' })).toBeInViewport();
  expect(requested).toHaveLength(2);
});

for (const { what, island } of HELD)
  test(`Enter in a form before ${what} has arrived never sends it as the browser would: it waits, then checks`, async ({
    page,
  }) => {
    // The booking form cannot hydrate, though it is in view.
    const release = await openHeld(
      page,
      '/on-demand-support',
      'src/islands/roots/BookingForm.tsx',
      island,
    );
    await page.getByLabel('Name').fill('Rami');
    await page.getByLabel('Name').press('Enter');
    await expect(page.getByRole('button', { name: 'Book Support' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    release();
    // The form's own check answers; the browser sent nothing, so nothing typed is in the address.
    await expect(page.getByRole('alert')).toHaveText('Please fill Name, Email and Date.');
    await expect(page).toHaveURL(/\/on-demand-support$/);
    await expect(page.getByLabel('Name')).toHaveValue('Rami');
  });

test('what is typed before a form has hydrated is kept, and sent with the tap on Send', async ({
  page,
}) => {
  // The contact form's island is held back: everything below happens on the prerendered form.
  const release = await holdBack(page, 'src/islands/roots/ContactForm.tsx');
  await page.goto('/contact');
  await hydrated(page);
  const email = `early-${Date.now()}@example.ae`;
  await page.getByLabel('Name').fill('Sara Ali');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').fill('AMC for two clinics');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Typed before the form woke up.');
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toBeVisible();
  const [lead] = await leadsFrom(email);
  expect(lead!.fields).toMatchObject({
    name: 'Sara Ali',
    subject: 'AMC for two clinics',
    message: 'Typed before the form woke up.',
  });
});
