import { addDays, isoWeekday, todayInDubai } from '@acme/pricing-engine';
import { expect, test, type Page } from '@playwright/test';
import {
  UNSEEN_SHIFT,
  axeClean,
  clockToHold,
  hydrated,
  layoutShifts,
  shiftScore,
  throttleCpu,
  watchConsole,
} from './helpers';
import { leadsFrom } from './outbox';
import { scriptOf } from './scripts';

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
    const clock = await clockToHold(page);
    await openBooking(page);
    await page.getByRole('radio', { name: 'Onsite' }).check();
    await page.getByLabel('Emirate').selectOption('Ajman');
    await choose(page, { date: SATURDAY, hour: 9, hours: '3' });
    await page.getByLabel('Name').fill('Rami');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Address').fill('Ajman Free Zone');
    await clock.hold();
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
    // The specification's 3.5 seconds, on the page's clock.
    await page.clock.runFor(3_499);
    await expect(page.getByText('Booking received')).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByText('Booking received')).toBeHidden();
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

// The form's code comes with the page; the forms client that sends it loads after (when the
// browser idles, or at the first send).
test('a sender that cannot load says so, the entries kept, and the next try sends', async ({
  page,
}) => {
  const email = `rami-${Date.now()}@shop.ae`;
  let refuse = true;
  await page.route(scriptOf('../../packages/forms-client/dist/index.js'), (route) =>
    refuse ? route.abort('internetdisconnected') : route.continue(),
  );
  await openBooking(page);
  await page.getByLabel('Name').fill('Rami');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Book Support' }).click();
  await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
  await expect(page.getByLabel('Name')).toHaveValue('Rami');
  refuse = false;
  await page.getByRole('button', { name: 'Book Support' }).click();
  await expect(page.getByText('Booking received')).toBeVisible();
  expect(await leadsFrom(email)).toHaveLength(1);
});

test.describe('the prerendered booking form', () => {
  test('is in the page as served, every field of it', async ({ request }) => {
    const html = await (await request.get('/on-demand-support')).text();
    expect(html).toContain('aria-label="Book on-demand support"');
    for (const name of ['serviceType', 'date', 'startHour', 'hours', 'name', 'email', 'address'])
      expect(html).toMatch(new RegExp(`<(input|select)[^>]* name="${name}"`));
    expect(html).toContain('Your quote');
    expect(html).toContain('Book Support');
  });

  for (const width of [375, 1280])
    test(`hydrates with its prerendered values, then starts today at the next whole hour, moving nothing (${width}px)`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width, height: 800 });
      await throttleCpu(page);
      await page.goto('/on-demand-support');
      await hydrated(page);
      await expect(page.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
      expect((await page.getByLabel('Date').inputValue()) >= todayInDubai(new Date())).toBe(true);
      await expect(page.getByLabel('Date')).toHaveAttribute('min', todayInDubai(new Date()));
      await expect(total(page)).toHaveText(/^AED \d/);
      await page.waitForLoadState('networkidle');
      const shifts = await layoutShifts(page);
      expect(shiftScore(shifts), JSON.stringify(shifts)).toBeLessThan(UNSEEN_SHIFT);
      // React's hydration errors (418, 423, 425) and warnings come through the console.
      expect(problems).toEqual([]);
    });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the form and says that sending it needs JavaScript, with our phone and email', async ({
      page,
    }) => {
      await page.goto('/on-demand-support');
      const form = page.getByRole('form', { name: 'Book on-demand support' });
      await expect(form).toBeVisible();
      await expect(form.getByLabel('Date')).toBeVisible();
      await expect(form.getByLabel('Name')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Book Support' })).toBeVisible();
      // Playwright's text locators skip <noscript>; the browser shows it with scripts off.
      const note = form.locator('noscript p');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(
        /^Sending this form needs JavaScript\. Please enable it, or call \+[\d ]+ or email \S+@\S+\.$/,
      );
      await expect(page.getByText('Your quote')).toBeVisible();
      await expect(total(page)).toHaveText(`AED ${REMOTE_BASE}`);
    });
  });
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
