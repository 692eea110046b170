import { addDays, isoWeekday, todayInDubai } from '@acme/pricing-engine';
import { expect, test, type Page } from '@playwright/test';
import { axeClean, hydrated } from './helpers';
import { leadsFrom } from './outbox';

/** The next date (after today in Dubai) that falls on an ISO weekday. */
function next(weekday: number): string {
  let date = addDays(todayInDubai(new Date()), 1);
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}
const MONDAY = next(1);
const SATURDAY = next(6);
// site-pages.md §9: remote 350 for 2 h (+100/h), onsite 450 (+150/h), ×1.5 after hours, travel 200.
const REMOTE_BASE = 350;

async function openBooking(page: Page) {
  await page.goto('/on-demand-support');
  await hydrated(page);
  await expect(page.getByLabel('Date')).toBeVisible();
}

async function choose(
  page: Page,
  { date, hour, hours }: { date: string; hour: number; hours: string },
) {
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Start time (Gulf time)').selectOption(String(hour));
  await page.getByRole('spinbutton', { name: 'Hours' }).fill(hours);
}

const total = (page: Page) => page.getByTestId('booking-total');

test.describe('on-demand booking', () => {
  test('starts remote, 2 hours, today or later in Dubai, at the next whole hour', async ({
    page,
  }) => {
    await openBooking(page);
    await expect(page.getByRole('radio', { name: 'Remote' })).toBeChecked();
    await expect(page.getByLabel('Emirate')).toHaveCount(0);
    await expect(page.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('2');
    const date = await page.getByLabel('Date').inputValue();
    expect(date >= todayInDubai(new Date())).toBe(true);
    await expect(page.getByLabel('Date')).toHaveAttribute('min', todayInDubai(new Date()));
  });

  test('prices a weekday business hour, 18:00 and Saturday as the spec says', async ({ page }) => {
    await openBooking(page);
    await choose(page, { date: MONDAY, hour: 10, hours: '2' });
    await expect(total(page)).toHaveText(`AED ${REMOTE_BASE}`);
    await choose(page, { date: MONDAY, hour: 18, hours: '2' });
    await expect(total(page)).toHaveText(`AED ${REMOTE_BASE * 1.5}`);
    await expect(page.getByText(/After-hours ×1.5 \(outside/)).toBeVisible();
    await choose(page, { date: SATURDAY, hour: 10, hours: '3' });
    await expect(total(page)).toHaveText(`AED ${(REMOTE_BASE + 100) * 1.5}`);
    await expect(page.getByText(/After-hours ×1.5 \(weekend\)/)).toBeVisible();
  });

  test('onsite in Abu Dhabi adds travel; hours typed as 1 count as 2', async ({ page }) => {
    await openBooking(page);
    await page.getByRole('radio', { name: 'Onsite' }).check();
    await page.getByLabel('Emirate').selectOption('Abu Dhabi');
    await choose(page, { date: MONDAY, hour: 10, hours: '1' });
    await expect(total(page)).toHaveText('AED 650');
    await page.getByRole('radio', { name: 'Remote' }).check();
    await expect(page.getByLabel('Emirate')).toHaveCount(0);
    await expect(total(page)).toHaveText(`AED ${REMOTE_BASE}`);
  });

  test('refuses more than 24 hours with its message, the entries kept', async ({ page }) => {
    await openBooking(page);
    await choose(page, { date: MONDAY, hour: 10, hours: '25' });
    await page.getByLabel('Name').fill('Rami');
    await page.getByLabel('Email').fill('rami@shop.ae');
    await page.getByRole('button', { name: 'Book Support' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose at most 24 hours.');
    await expect(page.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('25');
    await expect(page.getByLabel('Name')).toHaveValue('Rami');
  });

  test('asks for the required fields, per service type', async ({ page }) => {
    await openBooking(page);
    await page.getByRole('button', { name: 'Book Support' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill Name, Email and Date.');
    await page.getByRole('radio', { name: 'Onsite' }).check();
    await page.getByLabel('Name').fill('Rami');
    await page.getByLabel('Email').fill('rami@shop.ae');
    await page.getByRole('button', { name: 'Book Support' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill Name, Email, Date, and Emirate.');
    await expect(page.getByLabel('Name')).toHaveValue('Rami');
  });

  test('books with every field priced at sending, shows the banner, then resets after 3.5 s', async ({
    page,
  }) => {
    const email = `rami-${Date.now()}@shop.ae`;
    await openBooking(page);
    await page.getByRole('radio', { name: 'Onsite' }).check();
    await page.getByLabel('Emirate').selectOption('Ajman');
    await choose(page, { date: SATURDAY, hour: 9, hours: '3' });
    await page.getByLabel('Name').fill('Rami');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Address').fill('Ajman Free Zone');
    await page.getByRole('button', { name: 'Book Support' }).click();
    await expect(page.getByText('Booking received')).toBeVisible();
    const [lead] = await leadsFrom(email);
    expect(lead!.fields).toMatchObject({
      service_type: 'onsite',
      emirate: 'Ajman',
      requested_date: SATURDAY,
      requested_hour_gst: '09:00',
      requested_datetime_dubai_iso: `${SATURDAY}T09:00:00+04:00`,
      hours: '3',
      after_hours: 'Yes',
      travel_charge_aed: '200',
      calculated_total_aed: String((450 + 150) * 1.5 + 200),
    });
    await expect(page.getByText('Booking received')).toBeHidden({ timeout: 5000 });
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Remote' })).toBeChecked();
  });

  test('keeps every field when the send fails', async ({ page }) => {
    await page.route('**/api/submit', (route) => route.fulfill({ json: { success: false } }));
    await openBooking(page);
    await page.getByLabel('Name').fill('Rami');
    await page.getByLabel('Email').fill('r@s.ae');
    await page.getByLabel('Notes').fill('Server down');
    await page.getByRole('button', { name: 'Book Support' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Sorry—could not send your booking. Please try again.',
    );
    await expect(page.getByLabel('Notes')).toHaveValue('Server down');
    await axeClean(page);
  });
});

test('the booking form loads after the page has hydrated, and a failed load can be tried again', async ({
  page,
}) => {
  // Its code is refused (every retry too) until the visitor tries again.
  let refuse = true;
  await page.route(/\/assets\/BookingForm-[\w-]+\.js/, (route) =>
    refuse ? route.abort() : route.continue(),
  );
  await page.goto('/on-demand-support');
  await hydrated(page);
  // The page stays: its rates are there, and it says what happened.
  await expect(page.getByRole('heading', { name: 'Rates' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Network error. Please try again.');
  await expect(page.getByLabel('Date')).toHaveCount(0);
  refuse = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Date')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(total(page)).toHaveText(/^AED \d/);
});

test.describe('from another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a visitor in New York sees and books the same Gulf-time quote', async ({ page }) => {
    await openBooking(page);
    await expect(page.getByLabel('Date')).toHaveAttribute('min', todayInDubai(new Date()));
    await choose(page, { date: MONDAY, hour: 18, hours: '2' });
    await expect(total(page)).toHaveText(`AED ${REMOTE_BASE * 1.5}`);
    await choose(page, { date: MONDAY, hour: 9, hours: '2' });
    await expect(total(page)).toHaveText(`AED ${REMOTE_BASE}`);
  });
});
