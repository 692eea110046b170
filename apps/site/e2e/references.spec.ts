import { expect, test, type Request } from '@playwright/test';
import { axeClean, hydrated } from './helpers';
import { storedLeads } from './outbox';
import { EVERY_LEAD_FORM, LEAD_FORMS, openFilled, postedReference } from './lead-forms';

const REFERENCE = /AC-[2-9A-HJKMNP-TW-Z]{6}/;
const REFERENCE_LINE = /^Reference: AC-/;

/**
 * The reference a lead was sent with: its `reference` field, or the quote message's first line.
 * A body with a file is not readable from the browser's side: the lead the service kept with the
 * shown reference stands for it.
 */
async function sentReference(request: Request, shown: string): Promise<string | undefined> {
  if (request.postDataBuffer()) return postedReference(request);
  const kept = await storedLeads();
  return kept.find((lead) => lead.endpoint === 'rfi' && lead.fields.reference === shown)?.fields
    .reference;
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const form of EVERY_LEAD_FORM) {
      test(`${form.name}: the success view shows the reference the lead was sent with`, async ({
        page,
      }) => {
        await openFilled(page, form);
        const request = page.waitForRequest(
          (r) => r.method() === 'POST' && /api\/submit|\.php$/.test(r.url()),
        );
        await page.getByRole('button', { name: form.submit }).click();
        const sent = await request;
        // Shown once the service said yes (and kept the lead).
        const line = page.getByText(REFERENCE_LINE);
        await expect(line).toBeVisible();
        const shown = /AC-\w{6}/.exec((await line.textContent())!)![0];
        expect(shown).toMatch(REFERENCE);
        expect(await sentReference(sent, shown)).toBe(shown);
        await axeClean(page);
      });
    }
  });
}

test('booking: the reference stays said under the form after the banner resets it', async ({
  page,
}) => {
  const booking = LEAD_FORMS.find((form) => form.name === 'booking')!;
  await page.goto(booking.path);
  await hydrated(page);
  await booking.fill(page);
  const date = await page.getByLabel('Date').inputValue();
  const hour = await page.getByLabel(/^Start time/).inputValue();
  const request = page.waitForRequest((r) => r.method() === 'POST');
  await page.getByRole('button', { name: booking.submit }).click();
  const reference = (await sentReference(await request, ''))!;
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  await expect(
    page.getByText(
      `Last booking: ${reference} for ${weekday} ${hour.padStart(2, '0')}:00 Dubai time`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Booking received' })).toHaveCount(0);
});
