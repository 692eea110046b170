import { REFERENCE_PATTERN } from '@acme/forms-client/contract';
import { expect, test, type Request } from '@playwright/test';
import { EVERY_LEAD_FORM, fieldValues, leadForm, openFilled, postedReference } from './lead-forms';

/** What the service says when its store is down: its own words, in its refusal's JSON. */
const STORE_DOWN = 'The service is busy. Please try again in a minute.';

/**
 * What each form shows of a refusal (site-core.md §8, site-pages.md §8): the service's words,
 * except the calculator quote, which reads only the success flag and says its own.
 */
const REFUSAL_SHOWN: Record<string, RegExp> = {
  'quote request': /^Could not submit quote\. Please email \S+@\S+\.$/,
};

for (const form of EVERY_LEAD_FORM) {
  test(`${form.name}: a 503 refusal (the service's store down) is said, and nothing typed is lost`, async ({
    page,
  }) => {
    await openFilled(page, form);
    const typed = await fieldValues(page);
    const posted: Request[] = [];
    await page.route(form.endpoint, (route) => {
      posted.push(route.request());
      return route.fulfill({
        status: 503,
        headers: { 'Retry-After': '30' },
        json: { success: false, [form.key]: STORE_DOWN },
      });
    });
    const submit = page.getByRole('button', { name: form.submit });
    await submit.click();

    const shown = REFUSAL_SHOWN[form.name] ?? new RegExp(`^${STORE_DOWN.replaceAll('.', '\\.')}$`);
    await expect(page.getByRole('alert').filter({ hasText: shown })).toBeVisible();
    await expect(submit).toBeEnabled();
    expect(await fieldValues(page)).toEqual(typed);
    expect(posted).toHaveLength(1);
  });
}

// The RFI's body holds a file, which the browser does not show: its retry is the same code.
for (const form of EVERY_LEAD_FORM.filter(({ name }) => name !== 'RFI/RFP')) {
  test(`${form.name}: a retry after a network error is the same lead, under the same reference`, async ({
    page,
  }) => {
    await openFilled(page, form);
    const attempts: (string | undefined)[] = [];
    await page.route(form.endpoint, (route) => {
      attempts.push(postedReference(route.request()));
      // The first attempt never reaches the service; the retry goes through to it.
      return attempts.length === 1 ? route.abort('connectionrefused') : route.fallback();
    });
    const submit = page.getByRole('button', { name: form.submit });
    await submit.click();
    await expect(page.getByRole('alert')).toContainText(/network error|could not submit|failed/i);
    await submit.click();

    const line = page.getByText(/^Reference: AC-/);
    await expect(line).toBeVisible();
    const [first] = attempts;
    expect(first).toMatch(REFERENCE_PATTERN);
    expect(attempts).toEqual([first, first]);
    await expect(line).toHaveText(`Reference: ${first}`);
  });
}

test('contact: the success view shows the reference the service answers with (a repeat: the first lead’s)', async ({
  page,
}) => {
  const contact = leadForm('contact');
  await openFilled(page, contact);
  await page.route(contact.endpoint, (route) =>
    route.fulfill({ json: { success: true, message: 'OK', reference: 'AC-7Q4K2M' } }),
  );
  await page.getByRole('button', { name: contact.submit }).click();
  await expect(page.getByText(/^Reference: AC-/)).toHaveText('Reference: AC-7Q4K2M');
});
