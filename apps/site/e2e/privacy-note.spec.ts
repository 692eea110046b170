import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';
import { LEAD_FORMS } from './lead-forms';

const NOTE =
  'We use these details to answer your request and keep a record of it. See our Privacy Policy.';

/** Every lead form: those of the shared table, the assessment dialog and the two quote forms. */
const FORMS: readonly {
  name: string;
  path: string;
  open?: (page: Page) => Promise<void>;
  submit: string;
}[] = [
  ...LEAD_FORMS,
  {
    name: 'assessment',
    path: '/',
    open: (page) => page.getByRole('button', { name: 'Get a Free IT Assessment' }).first().click(),
    submit: 'Submit',
  },
  { name: 'quote request', path: '/pricing?users=4', submit: 'Request quote' },
  { name: 'save quote', path: '/pricing?users=4', submit: 'Email me this quote' },
];

for (const form of FORMS) {
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
