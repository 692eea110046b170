import { expect, test } from '@playwright/test';
import { dataLayer, hydrated } from './helpers';
import { leadsFrom } from './outbox';
import { scriptOf } from './scripts';

test.use({ viewport: { width: 375, height: 740 } });

test('a tap before its island has hydrated answers at once, and completes once it has', async ({
  page,
}) => {
  // The navigation island's chunk is held back, so it cannot hydrate until the test lets it.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scriptOf('src/islands/roots/SiteNavigation.tsx'), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The entry has run (its first page_view is counted) while the page waits for its chunk.
  await expect
    .poll(async () => (await dataLayer(page)).some((event) => event.event === 'page_view'), {
      message: 'waited for the entry to run',
    })
    .toBe(true);
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

test('what is typed before a form has hydrated is kept, and sent with the tap on Send', async ({
  page,
}) => {
  // The contact form's island is held back: everything below happens on the prerendered form.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scriptOf('src/islands/roots/ContactForm.tsx'), async (route) => {
    await released;
    await route.continue();
  });
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

test('Enter in a form that has not hydrated never sends it as the browser would: it waits, then checks', async ({
  page,
}) => {
  // The booking form's island is held back: it cannot hydrate, though it is in view.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scriptOf('src/islands/roots/BookingForm.tsx'), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/on-demand-support', { waitUntil: 'domcontentloaded' });
  await expect
    .poll(async () => (await dataLayer(page)).some((event) => event.event === 'page_view'), {
      message: 'waited for the entry to run',
    })
    .toBe(true);
  await page.getByLabel('Name').fill('Rami');
  await page.getByLabel('Name').press('Enter');
  release();
  // The form's own check answers; the browser sent nothing, so nothing typed is in the address.
  await expect(page.getByRole('alert')).toHaveText('Please fill Name, Email and Date.');
  await expect(page).toHaveURL(/\/on-demand-support$/);
  await expect(page.getByLabel('Name')).toHaveValue('Rami');
});

// The page's own code (the entry) starts after the first paint: a tap or a form sent before it
// has arrived is answered by the entry loader in the page, and played again once it has.
test('a tap before the page’s code has arrived answers at once, and completes once it has', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scriptOf('index.html'), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-busy', 'true');
  await expect(menu).toHaveCSS('cursor', 'progress');
  release();
  await expect(page.getByRole('complementary', { name: 'Site navigation' })).toBeInViewport();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).not.toHaveAttribute('aria-busy');
});

test('Enter in a form before the page’s code has arrived never sends it as the browser would', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scriptOf('index.html'), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/on-demand-support', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Name').fill('Rami');
  await page.getByLabel('Name').press('Enter');
  await expect(page.getByRole('button', { name: 'Book Support' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(page).toHaveURL(/\/on-demand-support$/);
  release();
  await expect(page.getByRole('alert')).toHaveText('Please fill Name, Email and Date.');
  await expect(page).toHaveURL(/\/on-demand-support$/);
  await expect(page.getByLabel('Name')).toHaveValue('Rami');
});
