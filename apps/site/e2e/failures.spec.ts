import { expect, test, type Page } from '@playwright/test';
import { pdfBytes } from '../../../tooling/test-documents';
import { axeClean, hydrated } from './helpers';

/**
 * Every lead form's failure paths (site-pages.md §8): the service's own message, the
 * form's fallback, and a network failure, each keeping what the visitor typed.
 */
const FORMS: {
  name: string;
  path: string;
  endpoint: string;
  key: 'message' | 'error';
  open?: (page: Page) => Promise<void>;
  fill: (page: Page) => Promise<void>;
  kept: (page: Page) => ReturnType<Page['getByLabel']>;
  submit: string;
  fallback: RegExp;
  network: RegExp;
}[] = [
  {
    name: 'contact',
    path: '/contact',
    endpoint: '**/api/submit',
    key: 'message',
    submit: 'Send Message',
    fill: async (page) => {
      await page.getByLabel('Name').fill('Sara');
      await page.getByLabel('Email').fill('s@a.ae');
      await page.getByLabel('Subject').fill('Hello');
      await page.getByRole('textbox', { name: /^Message/ }).fill('Typed text');
    },
    kept: (page) => page.getByRole('textbox', { name: /^Message/ }),
    fallback: /^Submission failed\. Please try again\.$/,
    network: /^Network error\. Please try again\.$/,
  },
  {
    name: 'booking',
    path: '/on-demand-support',
    endpoint: '**/api/submit',
    key: 'message',
    submit: 'Book Support',
    fill: async (page) => {
      await page.getByLabel('Name').fill('Rami');
      await page.getByLabel('Email').fill('r@s.ae');
      await page.getByLabel('Notes').fill('Typed text');
    },
    kept: (page) => page.getByLabel('Notes'),
    fallback: /^Sorry—could not send your booking\. Please try again\.$/,
    network: /^Network error\. Please try again\.$/,
  },
  {
    name: 'careers',
    path: '/careers',
    endpoint: '**/api/submit',
    key: 'message',
    submit: 'Submit Application',
    open: async (page) => page.getByRole('button', { name: 'Submit CV' }).click(),
    fill: async (page) => {
      await page.getByLabel('Full name').fill('Omar');
      await page.getByLabel('Email').fill('o@x.ae');
      await page.getByLabel('Cover letter').fill('Typed text');
    },
    kept: (page) => page.getByLabel('Cover letter'),
    fallback: /^Sorry—could not submit your application\. Please try again\.$/,
    network: /^Network error\. Please try again\.$/,
  },
  {
    name: 'RFI/RFP',
    path: '/rfi-rfp',
    endpoint: '**/send-rfi.php',
    key: 'error',
    submit: 'Submit RFI / RFP',
    fill: async (page) => {
      await page.getByLabel('Name').fill('Nadia');
      await page.getByLabel('Email').fill('n@e.ae');
      await page.getByLabel('Company').fill('Emirates');
      await page.getByLabel('Notes').fill('Typed text');
      await page.getByLabel('RFI / RFP document').setInputFiles({
        name: 'a.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(pdfBytes()),
      });
    },
    kept: (page) => page.getByLabel('Notes'),
    fallback: /^Submission failed\.$/,
    network: /^Could not submit\. Please email \S+@\S+\.$/,
  },
  {
    name: 'checklist',
    path: '/resources/it-amc-checklist',
    endpoint: '**/send-lead.php',
    key: 'error',
    submit: 'Get the checklist',
    fill: async (page) => {
      await page.getByLabel('Name').fill('Khalid');
      await page.getByLabel('Email').fill('k@r.ae');
      await page.getByLabel('Company').fill('Typed text');
    },
    kept: (page) => page.getByLabel('Company'),
    fallback: /^Could not submit\.$/,
    network: /^Submission failed\. Please email \S+@\S+\.$/,
  },
];

for (const form of FORMS) {
  test(`${form.name}: every failure is said and nothing typed is lost`, async ({ page }) => {
    await page.goto(form.path);
    await hydrated(page);
    await form.open?.(page);
    await form.fill(page);
    const submit = page.getByRole('button', { name: form.submit });
    const alert = page.getByRole('alert');

    await page.route(form.endpoint, (route) =>
      route.fulfill({ json: { success: false, [form.key]: 'Mailbox is full' } }),
    );
    await submit.click();
    await expect(alert).toHaveText('Mailbox is full');
    await expect(form.kept(page)).toHaveValue('Typed text');

    await page.unroute(form.endpoint);
    await page.route(form.endpoint, (route) => route.fulfill({ json: { success: false } }));
    await submit.click();
    await expect(alert).toHaveText(form.fallback);
    await expect(form.kept(page)).toHaveValue('Typed text');
    await axeClean(page);

    await page.unroute(form.endpoint);
    await page.route(form.endpoint, (route) => route.abort('connectionrefused'));
    await submit.click();
    await expect(alert).toHaveText(form.network);
    await expect(form.kept(page)).toHaveValue('Typed text');
    await expect(submit).toBeEnabled();
  });
}

test('the forms code cannot load (a deploy replaced it): a network error, and the form keeps its input', async ({
  page,
}) => {
  // The forms client is the one script that holds the forms' contract; refuse to serve it.
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('Please fill Name, Email, Subject, and Message.')) return route.abort();
    return route.fulfill({ response, body });
  });
  const contact = FORMS.find((form) => form.name === 'contact')!;
  await page.goto(contact.path);
  await hydrated(page);
  await contact.fill(page);
  await page.getByRole('button', { name: contact.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(contact.network);
  await expect(contact.kept(page)).toHaveValue('Typed text');
});
