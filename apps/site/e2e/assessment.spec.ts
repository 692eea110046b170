import { expect, test, type Page } from '@playwright/test';
import { clockToHold, dataLayer, hydrated } from './helpers';
import { leadsFrom } from './outbox';

async function openDialog(page: Page, path = '/', button = 'Get a Free IT Assessment') {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get a Free IT Assessment' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(page: Page, email: string) {
  await page.getByLabel('Name').fill('Aisha Khan');
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Company').fill('Khan Trading LLC');
  await page.getByLabel('Phone').fill('+971 50 123 4567');
  await page.getByLabel('Message').fill('Two offices, 30 users.');
}

async function expectKept(page: Page, email: string) {
  await expect(page.getByLabel('Name')).toHaveValue('Aisha Khan');
  await expect(page.getByLabel('Work Email')).toHaveValue(email);
  await expect(page.getByLabel('Company')).toHaveValue('Khan Trading LLC');
  await expect(page.getByLabel('Message')).toHaveValue('Two offices, 30 users.');
}

test.describe('free IT assessment dialog', () => {
  test('stays open after selecting a field’s text with a drag that ends on the backdrop', async ({
    page,
  }) => {
    const dialog = await openDialog(page);
    const name = page.getByLabel('Name');
    await name.fill('Aisha Khan');
    const field = await name.boundingBox();
    if (!field) throw new Error('The Name field is not on screen');
    await page.mouse.move(field.x + field.width - 4, field.y + field.height / 2);
    await page.mouse.down();
    // Past the dialog's left edge, onto the backdrop, selecting the text on the way.
    await page.mouse.move(4, field.y + field.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('Aisha Khan');

    // A press and release both on the backdrop still closes it.
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
  });

  test('gives focus back to the button that opened it, also where a click does not focus it', async ({
    page,
  }) => {
    await page.goto('/services');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Talk to an expert' }).first();
    // A script click focuses nothing, as a tap in Safari does not.
    await opener.evaluate((button: HTMLElement) => button.click());
    const dialog = page.getByRole('dialog', { name: 'Get a Free IT Assessment' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  for (const [path, button] of [
    ['/', 'Get Started Today'],
    ['/about', 'Schedule a Consultation'],
    ['/services', 'Get quote'],
    ['/services', 'Talk to an expert'],
  ] as const) {
    test(`opens from "${button}" on ${path}`, async ({ page }) => {
      await openDialog(page, path, button);
    });
  }

  test('asks for the required fields and sends nothing', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.method() === 'POST' && posts++);
    const dialog = await openDialog(page);
    await page.getByLabel('Name').fill('Aisha');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Please fill Name, Work Email, and Company.',
    );
    expect(posts).toBe(0);
    await expect(page.getByLabel('Name')).toHaveValue('Aisha');
  });

  test('drops a submission with the honeypot filled, silently', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.method() === 'POST' && posts++);
    const dialog = await openDialog(page);
    const email = `bot-${Date.now()}@example.com`;
    await fill(page, email);
    await page.locator('input[name="botcheck"]').fill('spam', { force: true });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await submit.click();
    // The submission is over when the button is back from "Sending…", named and enabled again.
    await expect(submit).toBeEnabled();
    expect(posts).toBe(0);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(await leadsFrom(email)).toEqual([]);
  });

  test('sends the lead, thanks the visitor, and closes and clears after 3.5 s', async ({
    page,
  }) => {
    const clock = await clockToHold(page);
    const dialog = await openDialog(page, '/?utm_source=google&utm_campaign=amc');
    const email = `aisha-${Date.now()}@khan.ae`;
    await fill(page, email);
    await clock.hold();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(page.getByRole('dialog', { name: 'Thank You!' })).toContainText(
      'Your request has been submitted successfully. Our team will contact you within 24 hours.',
    );
    const [lead] = await leadsFrom(email);
    expect(lead!.fields).toMatchObject({
      subject: 'Free IT Assessment',
      source: 'popup',
      name: 'Aisha Khan',
      company: 'Khan Trading LLC',
      replyto: email,
      utm_source: 'google',
      utm_campaign: 'amc',
    });
    expect(lead!.fields.page).toMatch(/utm_source=google/);
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'lead_submit', form: 'popup' }),
    );
    // The specification's 3,500 ms, on the page's clock.
    await page.clock.runFor(3_499);
    await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Get a Free IT Assessment' }).first().click();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('shows the service message on success: false, keeping every field', async ({ page }) => {
    await page.route('**/api/submit', (route) =>
      route.fulfill({ json: { success: false, message: 'Daily limit reached' } }),
    );
    const dialog = await openDialog(page);
    await fill(page, 'a@b.ae');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Daily limit reached');
    await expectKept(page, 'a@b.ae');
  });

  test('shows the fallback with the company email when the refusal has no message', async ({
    page,
  }) => {
    await page.route('**/api/submit', (route) => route.fulfill({ json: { success: false } }));
    const dialog = await openDialog(page);
    await fill(page, 'a@b.ae');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      /^Sorry—could not send your request\. Please try again or email \S+@\S+\.$/,
    );
    await expectKept(page, 'a@b.ae');
  });

  test('says "Network error" when the request fails, keeping every field', async ({ page }) => {
    await page.route('**/api/submit', (route) => route.abort('connectionrefused'));
    const dialog = await openDialog(page);
    await fill(page, 'a@b.ae');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Network error. Please try again.');
    await expectKept(page, 'a@b.ae');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('is busy while sending: "Sending..." and both buttons disabled', async ({ page }) => {
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    // The request leaves once the forms code has loaded, which may be after "Sending..." shows.
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    await page.route('**/api/submit', async (route) => {
      const held = new Promise<void>((resolve) => (release = resolve));
      arrived();
      await held;
      await route.fulfill({ json: { success: true } });
    });
    const dialog = await openDialog(page);
    await fill(page, 'a@b.ae');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await requested;
    release();
    await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();
  });

  test('closes by Escape and Cancel', async ({ page }) => {
    await openDialog(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
