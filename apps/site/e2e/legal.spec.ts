import { expect, test } from '@playwright/test';
import { axeClean, hydrated } from './helpers';

test('legal information: Dubai Courts, an English-language agreement, and no registration block unless configured', async ({
  page,
}) => {
  await page.goto('/legal');
  await hydrated(page);
  await expect(
    page.getByText(/the Dubai Courts have jurisdiction\. This agreement is made in English\./),
  ).toBeVisible();
  // The build-config test builds with a registration and finds it; the default has none.
  await expect(page.getByRole('region', { name: 'Company registration' })).toHaveCount(0);
  await axeClean(page);
});

test('the information security policy links to the vulnerability disclosure policy, which names where to report, in both languages; the footer does not list it', async ({
  page,
}) => {
  for (const [prefix, link, heading] of [
    ['', 'Vulnerability Disclosure Policy', 'How to report'],
    ['/ar', 'سياسة الإفصاح عن الثغرات الأمنية', 'كيفية الإبلاغ'],
  ] as const) {
    await page.goto(`${prefix}/information-security-policy`);
    await page.getByRole('main').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vulnerability-disclosure$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link);
    await expect(
      page.getByRole('region', { name: heading }).getByRole('link', { name: 'info@example.ae' }),
    ).toHaveAttribute('href', 'mailto:info@example.ae');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /vulnerab|الثغرات/i }),
    ).toHaveCount(0);
    await axeClean(page);
  }
});
