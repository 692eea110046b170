import { exeBytes } from '@acme/tooling/test-documents';
import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';
import { LEAD_FORMS } from './lead-forms';

for (const form of LEAD_FORMS) {
  test(`${form.name}: a filled honeypot sends nothing and says nothing`, async ({ page }) => {
    let posts = 0;
    page.on('request', (request) => request.method() === 'POST' && posts++);
    await page.goto(form.path);
    await hydrated(page);
    await form.open?.(page);
    await form.fill(page);
    await page.locator(`input[name="${form.honeypot}"]`).fill('I am a bot', { force: true });
    const submit = page.getByRole('button', { name: form.submit });
    await submit.click();
    // The submission is over when the button is back from "Sending…", named and enabled again.
    await expect(submit).toBeEnabled();
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
