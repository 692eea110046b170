import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';
import { EVERY_LEAD_FORM } from './lead-forms';

const NOTE =
  'We use these details to answer your request and keep a record of it. See our Privacy Policy.';

for (const form of EVERY_LEAD_FORM) {
  test(`${form.name}: says what happens to the visitor's details, linking the privacy policy`, async ({
    page,
  }) => {
    await page.goto(form.path);
    await hydrated(page);
    await form.open?.(page);
    const element = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: form.submit }) });
    await expect(element).toContainText(NOTE);
    await expect(element.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
}
