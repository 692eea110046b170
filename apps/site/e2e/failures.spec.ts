import { expect, test } from '@playwright/test';
import { axeClean, hydrated } from './helpers';
import { LEAD_FORMS, leadForm } from './lead-forms';

/**
 * Every lead form's failure paths (site-pages.md §8): the service's own message, the
 * form's fallback, and a network failure, each keeping what the visitor typed.
 */
const MESSAGES: Record<string, { fallback: RegExp; network: RegExp }> = {
  contact: {
    fallback: /^Submission failed\. Please try again\.$/,
    network: /^Network error\. Please try again\.$/,
  },
  booking: {
    fallback: /^Sorry—could not send your booking\. Please try again\.$/,
    network: /^Network error\. Please try again\.$/,
  },
  careers: {
    fallback: /^Sorry—could not submit your application\. Please try again\.$/,
    network: /^Network error\. Please try again\.$/,
  },
  'RFI/RFP': {
    fallback: /^Submission failed\.$/,
    network: /^Could not submit\. Please email \S+@\S+\.$/,
  },
  checklist: {
    fallback: /^Could not submit\.$/,
    network: /^Submission failed\. Please email \S+@\S+\.$/,
  },
};

for (const form of LEAD_FORMS) {
  const { fallback, network } = MESSAGES[form.name]!;
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
    await expect(form.kept(page)).toHaveValue(form.typed);

    await page.unroute(form.endpoint);
    await page.route(form.endpoint, (route) => route.fulfill({ json: { success: false } }));
    await submit.click();
    await expect(alert).toHaveText(fallback);
    await expect(form.kept(page)).toHaveValue(form.typed);
    await axeClean(page);

    await page.unroute(form.endpoint);
    await page.route(form.endpoint, (route) => route.abort('connectionrefused'));
    await submit.click();
    await expect(alert).toHaveText(network);
    await expect(form.kept(page)).toHaveValue(form.typed);
    await expect(submit).toBeEnabled();
  });
}

test('the forms code cannot load (a deploy replaced it): a network error, and the form keeps its input', async ({
  page,
}) => {
  // The forms client is the one script that holds the forms' contract; refuse to serve it, a
  // retry's address (`?retry=1`) included.
  await page.route(/\/assets\/[^/]+\.js(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('Please fill Name, Email, Subject, and Message.')) return route.abort();
    return route.fulfill({ response, body });
  });
  const contact = leadForm('contact');
  await page.goto(contact.path);
  await hydrated(page);
  await contact.fill(page);
  await page.getByRole('button', { name: contact.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.contact!.network);
  await expect(contact.kept(page)).toHaveValue(contact.typed);
});
