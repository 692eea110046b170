import { addDays, isoWeekday, todayInDubai } from '@acme/pricing-engine';
import { expect, test, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { axeClean, hydrated } from './helpers';
import { leadsFrom } from './outbox';

// Issue #36 item 4 end to end, with the real form services the site is served with: a booking
// made on the booking page, the link its confirmation mail carries, the booking seen, moved and
// cancelled through it, each change mailing a new link and using up the old one.

/** The next date (after today in Dubai) that falls on an ISO weekday. */
function next(weekday: number): string {
  let date = addDays(todayInDubai(new Date()), 1);
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}
const MONDAY = next(1);
const SATURDAY = next(6);

/** The booking-change links (path and `#` token) in the visitor mails of the lead from `email`. */
async function linksMailedTo(email: string): Promise<string[]> {
  const [lead] = await leadsFrom(email);
  if (!lead) return [];
  const dir = process.env.E2E_MAIL_DIR!;
  const names = (await readdir(dir)).filter(
    (name) => name.startsWith(`${lead.id}.`) && name.includes('visitor') && name.endsWith('.eml'),
  );
  const links: string[] = [];
  for (const name of names) {
    const mail = await PostalMime.parse(await readFile(join(dir, name)));
    for (const match of (mail.text ?? '').matchAll(
      /https?:\/\/[^\s/]+((?:\/ar)?\/on-demand-support\/booking#[^\s]+)/g,
    ))
      links.push(match[1]!);
  }
  return links;
}

/** Waits for a link the visitor was mailed that is not among `seen`, and returns it. */
async function newLinkMailedTo(email: string, seen: readonly string[] = []): Promise<string> {
  let fresh: string | undefined;
  await expect
    .poll(
      async () => {
        fresh = (await linksMailedTo(email)).find((link) => !seen.includes(link));
        return fresh !== undefined;
      },
      { message: `waited for the services to mail ${email} a new booking-change link` },
    )
    .toBe(true);
  return fresh!;
}

/** Books on the booking page as a visitor does, in the page's language. */
async function book(page: Page, email: string, path = '/on-demand-support') {
  await page.goto(path);
  await hydrated(page);
  const arabic = path.startsWith('/ar');
  await page.getByRole('radio', { name: arabic ? 'في الموقع' : 'Onsite' }).check();
  await page.getByLabel(arabic ? 'الإمارة' : 'Emirate').selectOption('Abu Dhabi');
  await page.getByLabel(arabic ? 'التاريخ' : 'Date').fill(MONDAY);
  await page
    .getByLabel(arabic ? 'وقت البدء (بتوقيت الخليج)' : 'Start time (Gulf time)')
    .selectOption('10');
  await page.getByRole('spinbutton', { name: arabic ? 'عدد الساعات' : 'Hours' }).fill('3');
  await page.getByLabel(arabic ? 'الاسم' : 'Name').fill('Rami');
  await page.getByLabel(arabic ? 'البريد الإلكتروني' : 'Email').fill(email);
  await page.getByRole('button', { name: arabic ? 'احجز الدعم' : 'Book Support' }).click();
  await expect(page.getByText(arabic ? 'تم استلام الحجز' : 'Booking received')).toBeVisible();
}

const total = (page: Page) => page.getByTestId('booking-change-total');

/** Opens a link as from the mail, in a new document (the same address's `#` alone would not). */
async function follow(page: Page, link: string) {
  await page.goto('about:blank');
  await page.goto(link);
  await hydrated(page);
}

test('a booking seen, moved and cancelled through the links its mails carry', async ({ page }) => {
  const email = `link-${Date.now()}@shop.ae`;
  await book(page, email);
  const first = await newLinkMailedTo(email);
  expect(first).toMatch(/^\/on-demand-support\/booking#./);

  // Onsite in Abu Dhabi, Monday 10:00, 3 hours (site-pages.md §9): 450 + 150 + 200 travel.
  await follow(page, first);
  const [lead] = await leadsFrom(email);
  await expect(page.getByRole('article', { name: 'Booking details' })).toContainText(
    lead!.reference,
  );
  await expect(total(page)).toHaveText('AED 800');
  expect(page.url()).not.toContain('#');

  // Moved to Saturday 20:00 for 4 hours: (450 + 2 × 150) × 1.5 after hours + 200 = 1,325.
  await page.getByRole('button', { name: 'Move booking' }).click();
  const form = page.getByRole('form', { name: 'Move to another date and hour' });
  await form.getByLabel('Date').fill(SATURDAY);
  await page.getByLabel('Start time (Gulf time)').selectOption('20');
  await page.getByRole('spinbutton', { name: 'Hours' }).fill('4');
  await page.getByRole('button', { name: 'Preview' }).click();
  const after = page.getByRole('article', { name: 'Your booking after the move' });
  await expect(after.getByTestId('booking-change-total')).toHaveText('AED 1,325');
  await axeClean(page);
  await after.getByRole('button', { name: 'Confirm move' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking moved' })).toBeVisible();
  await expect(total(page)).toHaveText('AED 1,325');

  // The old link is used; the new one, mailed with the change, shows the moved booking.
  await follow(page, first);
  await expect(page.getByRole('alert')).toContainText('This link has been used');
  const second = await newLinkMailedTo(email, [first]);
  await follow(page, second);
  await expect(total(page)).toHaveText('AED 1,325');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking cancelled' })).toBeVisible();
  await follow(page, second);
  await expect(page.getByRole('alert')).toContainText(
    /This (link has been used|booking was cancelled)/,
  );
});

test('a tampered link is not valid, and says so', async ({ page }) => {
  const email = `tampered-${Date.now()}@shop.ae`;
  await book(page, email);
  const link = await newLinkMailedTo(email);
  // One character of the signed token changed.
  const last = link.at(-1)!;
  await follow(page, `${link.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`);
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
  await axeClean(page);
});

test('in Arabic: the Arabic booking’s link opens the Arabic page with its booking', async ({
  page,
}) => {
  const email = `link-ar-${Date.now()}@shop.ae`;
  await book(page, email, '/ar/on-demand-support');
  const link = await newLinkMailedTo(email);
  expect(link).toMatch(/^\/ar\/on-demand-support\/booking#./);
  await follow(page, link);
  await expect(page.getByRole('article', { name: 'تفاصيل الحجز' })).toContainText('أبوظبي');
  await expect(total(page)).toContainText('800');
  await axeClean(page);
});
