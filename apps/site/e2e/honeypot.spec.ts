import { expect, test, type Page } from '@playwright/test';
import { exeBytes, pdfBytes } from '../../../tooling/test-documents';
import { hydrated } from './helpers';

/** Each lead form, filled in correctly, with its honeypot field's name. */
const FORMS: {
  name: string;
  path: string;
  fill: (page: Page) => Promise<void>;
  honeypot: string;
  submit: string;
}[] = [
  {
    name: 'contact',
    path: '/contact',
    honeypot: 'botcheck',
    submit: 'Send Message',
    fill: async (page) => {
      await page.getByLabel('Name').fill('Bot');
      await page.getByLabel('Email').fill('bot@spam.io');
      await page.getByLabel('Subject').fill('Hi');
      await page.getByRole('textbox', { name: /^Message/ }).fill('Buy now');
    },
  },
  {
    name: 'RFI/RFP',
    path: '/rfi-rfp',
    honeypot: 'honeypot',
    submit: 'Submit RFI / RFP',
    fill: async (page) => {
      await page.getByLabel('Name').fill('Bot');
      await page.getByLabel('Email').fill('bot@spam.io');
      await page.getByLabel('Company').fill('Spam');
      await page.getByLabel('RFI / RFP document').setInputFiles({
        name: 'a.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(pdfBytes()),
      });
    },
  },
  {
    name: 'checklist',
    path: '/resources/it-amc-checklist',
    honeypot: 'honeypot',
    submit: 'Get the checklist',
    fill: async (page) => {
      await page.getByLabel('Name').fill('Bot');
      await page.getByLabel('Email').fill('bot@spam.io');
    },
  },
  {
    name: 'booking',
    path: '/on-demand-support',
    honeypot: 'botcheck',
    submit: 'Book Support',
    fill: async (page) => {
      await page.getByLabel('Name').fill('Bot');
      await page.getByLabel('Email').fill('bot@spam.io');
    },
  },
];

for (const form of FORMS) {
  test(`${form.name}: a filled honeypot sends nothing and says nothing`, async ({ page }) => {
    let posts = 0;
    page.on('request', (request) => request.method() === 'POST' && posts++);
    await page.goto(form.path);
    await hydrated(page);
    await form.fill(page);
    await page.locator(`input[name="${form.honeypot}"]`).fill('I am a bot', { force: true });
    await page.getByRole('button', { name: form.submit }).click();
    await page.waitForTimeout(300);
    expect(posts).toBe(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('the RFI endpoint refuses a disguised executable even when the browser check is bypassed', async ({
  request,
}) => {
  const response = await request.post('/send-rfi.php', {
    multipart: {
      name: 'A',
      email: 'a@b.ae',
      company: 'C',
      file: { name: 'tender.pdf', mimeType: 'application/pdf', buffer: Buffer.from(exeBytes()) },
    },
  });
  expect(response.status()).toBe(415);
  expect(await response.json()).toEqual({
    success: false,
    error: 'Please upload PDF or Word (DOC/DOCX).',
  });
});
