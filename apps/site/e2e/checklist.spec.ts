import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { axeClean, dataLayer, hydrated } from './helpers';
import { leadsFrom, visitorMailTo } from './outbox';

async function fillLead(page: Page, email: string) {
  await page.goto('/resources/it-amc-checklist');
  await hydrated(page);
  await page.getByLabel('Name').fill('Khalid');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company').fill('Khalid Retail');
}

test('asks for name and email', async ({ page }) => {
  await page.goto('/resources/it-amc-checklist');
  await hydrated(page);
  await page.getByRole('button', { name: 'Get the checklist' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill Name and Email.');
});

test('keeps the lead, then offers a real, searchable multi-page PDF', async ({ page }) => {
  const email = `khalid-${Date.now()}@retail.ae`;
  await fillLead(page, email);
  await page.getByRole('button', { name: 'Get the checklist' }).click();
  await expect(page.getByText('A copy was also emailed to you.')).toBeVisible();
  const [lead] = await leadsFrom(email);
  expect(lead!).toMatchObject({
    endpoint: 'lead',
    fields: { name: 'Khalid', company: 'Khalid Retail' },
  });

  const link = page.getByRole('link', { name: 'Download PDF' });
  const download = page.waitForEvent('download');
  await link.click();
  const file = await (await download).path();
  expect(await dataLayer(page)).toContainEqual(
    expect.objectContaining({ event: 'lead_download', asset: 'it_amc_checklist' }),
  );

  const { readFile } = await import('node:fs/promises');
  const served = await readFile(file);
  // "A copy was also emailed to you": the same file, attached to the visitor's mail.
  const mail = await visitorMailTo(email);
  expect(mail.attachments.map((attachment) => attachment.mimeType)).toEqual(['application/pdf']);
  expect(Buffer.from(mail.attachments[0]!.content as ArrayBuffer).equals(served)).toBe(true);
  const pdf = await getDocument({ data: new Uint8Array(served) }).promise;
  expect(pdf.numPages).toBeGreaterThanOrEqual(2);
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  expect(text).toContain('IT AMC Checklist');
  expect(text).toContain('P1 incidents are answered within 30 minutes');
  await axeClean(page);
});

test('shows the server error inline and keeps the fields; a network failure asks to email', async ({
  page,
}) => {
  await page.route('**/send-lead.php', (route) =>
    route.fulfill({ status: 400, json: { success: false, error: 'Please fill Name and Email.' } }),
  );
  await fillLead(page, 'k@r.ae');
  await page.getByRole('button', { name: 'Get the checklist' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill Name and Email.');
  await page.unroute('**/send-lead.php');
  await page.route('**/send-lead.php', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Get the checklist' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Submission failed\. Please email \S+@\S+\.$/);
  await expect(page.getByLabel('Company')).toHaveValue('Khalid Retail');
});
