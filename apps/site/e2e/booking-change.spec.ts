import { encodeBooking } from '@acme/forms-client/contract';
import { addDays, isoWeekday, todayInDubai } from '@acme/pricing-engine';
import { expect, test, type Page } from '@playwright/test';
import { BOOKING_CHANGE as ARABIC } from '../src/content/ar/booking-change';
import { axeClean, dataLayer, hydrated, watchConsole } from './helpers';
import { scriptOf } from './scripts';

// The page a booking's confirmation mail links to (issue #36 item 4), against a stand-in of the
// form services' endpoint that answers as the HTTP contract says (`POST /api/booking-link`).

/** The next date (after today in Dubai) that falls on an ISO weekday. */
function next(weekday: number): string {
  let date = addDays(todayInDubai(new Date()), 1);
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}
const MONDAY = next(1);
const SATURDAY = next(6);
const YESTERDAY = addDays(todayInDubai(new Date()), -1);

// A token's shape (the services' `linkToken`): base64url claims, a dot, a base64url signature.
const TOKEN = 'eyJsIjoiQUMtN1E0SzJNIn0.c2lnbmF0dXJl';
const REFERENCE = 'AC-7Q4K2M';
// Onsite in Abu Dhabi, Monday 10:00, 3 hours. site-pages.md §9: onsite 450 for 2 h, 150 each
// further hour, travel 200 outside Dubai and Sharjah: AED 800.
const BOOKED = {
  serviceType: 'onsite',
  emirate: 'Abu Dhabi',
  date: MONDAY,
  startHour: 10,
  hours: 3,
};
// Moved to Saturday 20:00 for 4 hours: (450 + 2 × 150) × 1.5 after hours + 200 travel = AED 1,325.
const MOVED = { ...BOOKED, date: SATURDAY, startHour: 20, hours: 4 };

type Action = 'view' | 'preview' | 'move' | 'cancel';
type Answer = { readonly status: number; readonly body: object } | 'no answer';

const booked = (status: string, request: typeof BOOKED, language = 'en') => ({
  status: 200,
  body: { status, reference: REFERENCE, language, fields: encodeBooking(request) },
});
const gone = (reason: string, status = 410) => ({ status, body: { status: 'gone', reason } });

/**
 * Answers the page's requests to the endpoint as the services would: each action with the answer
 * the test has set for it. Returns the bodies the page posted, and the answers to change.
 */
async function standIn(page: Page, answers: Partial<Record<Action, Answer>>) {
  const posted: Record<string, unknown>[] = [];
  await page.route('**/api/booking-link', async (route) => {
    const body = route.request().postDataJSON() as { action: Action };
    posted.push(body);
    const answer = answers[body.action];
    if (!answer || answer === 'no answer') return route.abort('connectionrefused');
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    });
  });
  return { posted, answers };
}

async function open(page: Page, path = '/on-demand-support/booking') {
  // From another document: the same address but its `#` part would not load the page again.
  await page.goto('about:blank');
  await page.goto(`${path}#${TOKEN}`);
  await hydrated(page);
}

const details = (page: Page) => page.getByRole('article', { name: 'Booking details' });
const moveForm = (page: Page) => page.getByRole('form', { name: 'Move to another date and hour' });

test.describe('the booking-change page', () => {
  test('shows the booking its link names; the token leaves the address, the page_view and the referrer', async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    const { posted } = await standIn(page, { view: booked('booked', BOOKED) });
    await open(page);
    await expect(details(page)).toContainText(`Reference: ${REFERENCE}`);
    await expect(details(page)).toContainText('Onsite');
    await expect(details(page)).toContainText('Abu Dhabi');
    await expect(details(page)).toContainText(MONDAY);
    await expect(details(page)).toContainText('Monday 10:00 GST (UTC+4)');
    await expect(details(page)).toContainText('3 hours');
    await expect(page.getByTestId('booking-change-total')).toHaveText('AED 800');
    expect(posted).toEqual([{ token: TOKEN, action: 'view' }]);

    expect(page.url()).toBe(`${baseURL}/on-demand-support/booking`);
    const views = (await dataLayer(page)).filter((event) => event.event === 'page_view');
    expect(views).toEqual([
      expect.objectContaining({
        page_path: '/on-demand-support/booking',
        page_location: `${baseURL}/on-demand-support/booking`,
      }),
    ]);
    expect(JSON.stringify(await dataLayer(page))).not.toContain(TOKEN);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // A reload finds the booking again: the token stayed with the page's history entry.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('booking-change-total')).toHaveText('AED 800');
    expect(posted.at(-1)).toEqual({ token: TOKEN, action: 'view' });
    expect(page.url()).not.toContain('#');
    await axeClean(page);
    expect(problems).toEqual([]);
  });

  test('moves: the new figures the services priced, then the move, and the new link said', async ({
    page,
  }) => {
    const { posted, answers } = await standIn(page, {
      view: booked('booked', BOOKED),
      preview: { status: 200, body: { status: 'preview', fields: encodeBooking(MOVED) } },
      move: booked('moved', MOVED),
    });
    await open(page);
    await page.getByRole('button', { name: 'Move booking' }).click();
    const form = moveForm(page);
    await expect(form.getByRole('heading')).toBeFocused();
    // The form starts from the booking as it is.
    await expect(form.getByLabel('Date')).toHaveValue(MONDAY);
    await expect(form.getByLabel('Start time (Gulf time)')).toHaveValue('10');
    await expect(form.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('3');
    await form.getByLabel('Date').fill(SATURDAY);
    await form.getByLabel('Start time (Gulf time)').selectOption('20');
    await form.getByRole('spinbutton', { name: 'Hours' }).fill('4');
    await form.getByRole('button', { name: 'Preview' }).click();

    const after = page.getByRole('article', { name: 'Your booking after the move' });
    await expect(after.getByRole('heading')).toBeFocused();
    await expect(after).toContainText('Saturday 20:00 GST (UTC+4)');
    await expect(after).toContainText('Applied');
    await expect(after.getByTestId('booking-change-total')).toHaveText('AED 1,325');
    expect(posted.at(-1)).toEqual({
      token: TOKEN,
      action: 'preview',
      change: { date: SATURDAY, startHour: 20, hours: 4 },
    });

    await after.getByRole('button', { name: 'Confirm move' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booking moved' })).toContainText(
      'a new link',
    );
    await expect(page.getByTestId('booking-change-total')).toHaveText('AED 1,325');
    expect(posted.at(-1)).toEqual({
      token: TOKEN,
      action: 'move',
      change: { date: SATURDAY, startHour: 20, hours: 4 },
    });
    await axeClean(page);

    // The old link, opened again, has been used.
    answers.view = gone('used');
    await open(page);
    await expect(page.getByRole('alert')).toContainText('This link has been used');
  });

  test('a link followed in the same tab, only the `#` part changing, opens its booking', async ({
    page,
  }) => {
    const { posted, answers } = await standIn(page, { view: booked('booked', BOOKED) });
    await open(page);
    await expect(page.getByTestId('booking-change-total')).toHaveText('AED 800');
    answers.view = booked('booked', MOVED);
    await page.goto(`/on-demand-support/booking#${TOKEN}-new`);
    await expect(page.getByTestId('booking-change-total')).toHaveText('AED 1,325');
    expect(posted.at(-1)).toEqual({ token: `${TOKEN}-new`, action: 'view' });
    expect(page.url()).not.toContain('#');
  });

  test('the token is out of the address before the island hydrates, and out of the page_view', async ({
    page,
    baseURL,
  }) => {
    await standIn(page, { view: booked('booked', BOOKED) });
    // The island's code is held back: what runs meanwhile is the page's entry alone.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(scriptOf('src/islands/roots/BookingChange.tsx'), async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('about:blank');
    await page.goto(`/on-demand-support/booking#${TOKEN}`, { waitUntil: 'domcontentloaded' });
    await expect
      .poll(async () => (await dataLayer(page)).some((event) => event.event === 'page_view'), {
        message: 'waited for the entry to run',
      })
      .toBe(true);
    await expect(page.locator('[data-phase="opening"]')).toBeVisible();
    expect(await page.evaluate(() => location.href)).toBe(`${baseURL}/on-demand-support/booking`);
    expect(JSON.stringify(await dataLayer(page))).not.toContain(TOKEN);
    release();
    await expect(page.getByTestId('booking-change-total')).toHaveText('AED 800');
  });

  test('the skip link (an anchor, not a token) leaves the booking shown, and after a reload', async ({
    page,
  }) => {
    const { posted } = await standIn(page, { view: booked('booked', BOOKED) });
    await open(page);
    await expect(page.getByTestId('booking-change-total')).toHaveText('AED 800');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(details(page)).toContainText(`Reference: ${REFERENCE}`);
    await expect(page.getByRole('button', { name: 'Move booking' })).toBeVisible();
    expect(posted).toEqual([{ token: TOKEN, action: 'view' }]);

    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('booking-change-total')).toHaveText('AED 800');
    expect(posted.at(-1)).toEqual({ token: TOKEN, action: 'view' });
    // Back to the entry the mail's link opened: still its booking.
    await page.goBack();
    await expect(page.getByTestId('booking-change-total')).toHaveText('AED 800');
    expect(posted.map((body) => body.token)).toEqual([TOKEN, TOKEN]);
  });

  test('the language switch opens the booking in Arabic', async ({ page }) => {
    const { posted } = await standIn(page, { view: booked('booked', BOOKED) });
    await open(page);
    await expect(page.getByTestId('booking-change-total')).toHaveText('AED 800');
    await page.locator('a[hreflang]:visible', { hasText: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/on-demand-support\/booking$/);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('article', { name: 'تفاصيل الحجز' })).toContainText(REFERENCE);
    expect(posted.at(-1)).toEqual({ token: TOKEN, action: 'view' });
  });

  test('cancels after asking, and keeps the booking when the visitor says so', async ({ page }) => {
    const { posted } = await standIn(page, {
      view: booked('booked', BOOKED),
      cancel: booked('cancelled', BOOKED),
    });
    await open(page);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('heading', { name: /Cancel this booking\?/ })).toBeFocused();
    await page.getByRole('button', { name: 'Keep the booking' }).click();
    await expect(page.getByRole('heading', { name: 'Booking details' })).toBeFocused();
    expect(posted.map((body) => body.action)).toEqual(['view']);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    const cancelled = page.getByRole('status').filter({ hasText: 'Booking cancelled' });
    await expect(cancelled).toContainText(`Booking ${REFERENCE} is cancelled.`);
    // The reference keeps its own direction inside the line (Arabic text around it).
    await expect(cancelled.locator('bdi[dir="ltr"]')).toHaveText(REFERENCE);
    expect(posted.at(-1)).toEqual({ token: TOKEN, action: 'cancel' });
  });

  test('a change the booking form would refuse is said by its field, and never sent', async ({
    page,
  }) => {
    const { posted } = await standIn(page, { view: booked('booked', BOOKED) });
    await open(page);
    await page.getByRole('button', { name: 'Move booking' }).click();
    const date = moveForm(page).getByLabel('Date');
    await date.fill(YESTERDAY);
    await page.getByRole('spinbutton', { name: 'Hours' }).fill('25');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toBeFocused();
    await expect(page.getByText('Please choose today or a later date.')).toBeVisible();
    await expect(page.getByText('Please choose at most 24 hours.')).toBeVisible();
    expect(posted.map((body) => body.action)).toEqual(['view']);
  });

  test('a change the services refuse (422) is said by its field', async ({ page }) => {
    await standIn(page, {
      view: booked('booked', BOOKED),
      preview: {
        status: 422,
        body: { status: 'invalid', errors: { startHour: 'That hour is taken.' } },
      },
    });
    await open(page);
    await page.getByRole('button', { name: 'Move booking' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    const hour = page.getByLabel('Start time (Gulf time)');
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(hour).toBeFocused();
    await expect(page.getByText('That hour is taken.')).toBeVisible();
  });

  // Each kind of gone link, in each language: its page, in that language's words (the Arabic
  // content's own, the page's choosing the right one being what is tested there).
  const GONE_PAGES = [
    {
      lang: 'en',
      dir: 'ltr',
      path: '/on-demand-support/booking',
      moveButton: 'Move booking',
      titles: {
        used: 'This link has been used',
        expired: 'This link has expired',
        erased: 'This booking no longer exists',
        cancelled: 'This booking was cancelled',
        invalid: 'This link is not valid',
      },
    },
    {
      lang: 'ar',
      dir: 'rtl',
      path: '/ar/on-demand-support/booking',
      moveButton: ARABIC.move.button,
      titles: {
        used: ARABIC.gone.used.title,
        expired: ARABIC.gone.expired.title,
        erased: ARABIC.gone.erased.title,
        cancelled: ARABIC.gone.cancelled.title,
        invalid: ARABIC.gone.invalid.title,
      },
    },
  ] as const;
  for (const { lang, dir, path, moveButton, titles } of GONE_PAGES)
    for (const [reason, status] of [
      ['used', 410],
      ['expired', 410],
      ['erased', 410],
      ['cancelled', 410],
      ['invalid', 400],
      ['invalid', 404],
    ] as const)
      test(`a link that is gone (${status} ${reason}) says so, in ${lang}`, async ({ page }) => {
        await standIn(page, { view: gone(reason, status) });
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.getByRole('alert')).toContainText(titles[reason]);
        await expect(page.getByRole('button', { name: moveButton })).toHaveCount(0);
      });

  test('a link used in another tab meanwhile: the move is told so', async ({ page }) => {
    const { answers } = await standIn(page, {
      view: booked('booked', BOOKED),
      preview: { status: 200, body: { status: 'preview', fields: encodeBooking(MOVED) } },
    });
    await open(page);
    await page.getByRole('button', { name: 'Move booking' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    answers.move = gone('used');
    await page.getByRole('button', { name: 'Confirm move' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This link has been used');
    await expect(alert.locator('xpath=..')).toBeFocused();
  });

  test('too many attempts, and no answer: said, and tried again on request', async ({ page }) => {
    const { answers } = await standIn(page, { view: { status: 429, body: { status: 'limited' } } });
    await open(page);
    await expect(page.getByRole('alert')).toContainText('Too many attempts on this booking.');
    answers.view = 'no answer';
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toContainText('Network error. Please try again.');
    answers.view = booked('booked', BOOKED);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('booking-change-total')).toHaveText('AED 800');
  });

  test('without a token in the address: a clear line, and nothing asked of the services', async ({
    page,
  }) => {
    const { posted } = await standIn(page, {});
    await page.goto('/on-demand-support/booking');
    await hydrated(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'Open this page from your email' }),
    ).toContainText('This page opens from the link in your booking confirmation email.');
    expect(posted).toEqual([]);
    await axeClean(page);
  });

  test('in Arabic: the booking, and the refusals in the forms’ Arabic', async ({ page }) => {
    await standIn(page, {
      view: booked('booked', BOOKED, 'ar'),
      preview: {
        status: 422,
        body: { status: 'invalid', errors: { date: 'Please choose today or a later date.' } },
      },
    });
    await open(page, '/ar/on-demand-support/booking');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page.getByRole('article', { name: 'تفاصيل الحجز' });
    await expect(card).toContainText(REFERENCE);
    await expect(card).toContainText('أبوظبي');
    await expect(page.getByTestId('booking-change-total')).toContainText('800');
    expect(page.url()).not.toContain('#');
    await page.getByRole('button', { name: 'تغيير الموعد' }).click();
    await page.getByRole('button', { name: 'معاينة' }).click();
    // The forms' own Arabic for a past date (@acme/forms-client/ar).
    await expect(page.getByText('يُرجى اختيار تاريخ اليوم أو تاريخ لاحق.')).toBeVisible();
    await axeClean(page);
  });
});
