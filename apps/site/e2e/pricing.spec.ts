import {
  PRESETS,
  calculatePrice,
  comparisonMessage,
  formatAED,
  type Environment,
} from '@acme/pricing-engine';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { axeClean, hydrated } from './helpers';
import { leadsFrom, visitorMailTo } from './outbox';
import { pdfPages } from './pdf-pages';
import { scriptOf } from './scripts';

/** The calculator's inputs and its summary. */
const inputsOf = (page: Page) => page.getByRole('form', { name: 'Your IT environment' });
const summaryOf = (page: Page) => page.getByRole('article', { name: 'Pricing summary' });
/** The summary's value for a term, e.g. 'Total per month'. */
const summaryValue = (page: Page, term: string) =>
  summaryOf(page).locator(`dt:text-is("${term}") + dd`);
/** The script of the pricing math, the presets' forms and the summary's figures. */
const mathCode = scriptOf('src/calculator/quote-essentials.ts');
const total = (page: Page) => summaryValue(page, 'Total per month');

async function open(page: Page, path = '/pricing') {
  await page.goto(path);
  await hydrated(page);
}

async function expectEngineNumbers(page: Page, env: Environment) {
  const result = calculatePrice(env);
  await expect(total(page)).toHaveText(formatAED(result.grandTotal));
  await expect(page.getByText(comparisonMessage(result))).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Suggested package: ${result.meta.suggestedPackage.name}` }),
  ).toBeVisible();
}

test.describe('pricing calculator', () => {
  for (const preset of Object.values(PRESETS)) {
    test(`the ${preset.label} preset fills the form and shows the engine's price`, async ({
      page,
    }) => {
      await open(page);
      await page.getByRole('button', { name: preset.label }).click();
      await expectEngineNumbers(page, preset.environment);
      await expect(page.getByLabel('Users')).toHaveValue(String(preset.environment.numUsers));
    });
  }

  test('a custom environment, with bad entries counted as 0', async ({ page }) => {
    await open(page);
    await page.getByLabel('Users').fill('12');
    await page.getByLabel('Servers').fill('-3');
    await page.getByLabel('Wi-Fi access points').fill('25');
    await page.getByLabel('Servers').blur();
    await expect(page.getByLabel('Servers')).toHaveValue('0');
    await page.getByRole('radio', { name: /24x7/ }).check();
    await page.getByRole('button', { name: '2) Add-on Services' }).click();
    await page.getByLabel(/Antivirus management/).check();
    await page.getByRole('button', { name: 'Calculate price' }).click();
    await expectEngineNumbers(page, {
      numUsers: 12,
      numServers: 0,
      numWiFi: 25,
      supportHours: '24x7',
      addons: { avMgmt: true },
    });
    await expect(page.getByText('Wi-Fi access points: 20 × AED 40')).toBeVisible();
    await expect(page.getByText('Wi-Fi access points: 5 × AED 30')).toBeVisible();
  });

  test('keeps one section open at a time', async ({ page }) => {
    await open(page);
    await expect(page.getByLabel('Users')).toBeVisible();
    await page.getByRole('button', { name: '3) Optional Licenses' }).click();
    await expect(page.getByLabel(/Endpoint protection/)).toBeVisible();
    await expect(page.getByLabel('Users')).toBeHidden();
    await expect(page.getByLabel(/Antivirus management/)).toBeHidden();
  });

  test('keeps the quote in the address: shareable, reloadable, and Back leaves the page', async ({
    page,
  }) => {
    await page.goto('/about');
    await open(page);
    await page.getByLabel('Users').fill('8');
    await page.getByRole('button', { name: 'Calculate price' }).click();
    await expect(page).toHaveURL(/users=8/);
    await page.getByLabel('Users').fill('30');
    await page.getByRole('button', { name: 'Calculate price' }).click();
    await expect(page).toHaveURL(/users=30/);
    await page.reload();
    await expectEngineNumbers(page, { numUsers: 30 });
    // The quotes replaced each other in the address: Back goes to the page before, as a
    // document's Back does, and Forward brings the last quote.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await page.goForward();
    await expect(page).toHaveURL(/users=30/);
    await expect(page.getByLabel('Users')).toHaveValue('30');
  });

  test('shows the 100+ users notice', async ({ page }) => {
    await open(page, '/pricing?users=120');
    await expect(
      page.getByText('Environments of 100 or more users get an engineer-led custom proposal.'),
    ).toBeVisible();
  });
});

test.describe('quote request', () => {
  async function fillQuote(page: Page, email: string) {
    await open(page, '/pricing?users=12&servers=1');
    await page.getByLabel('Full name').fill('Lina Haddad');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Company').fill('Haddad Logistics');
    await page.getByLabel('Notes').fill('Three-year term please');
  }

  test('sends the quote as JSON with the readable message and thanks the visitor', async ({
    page,
  }) => {
    const email = `lina-${Date.now()}@haddad.ae`;
    await fillQuote(page, email);
    await page.getByRole('button', { name: 'Request quote' }).click();
    await expect(page.getByText('Quote request sent')).toBeVisible();
    await expect(page.getByText('We’ll get back to you shortly.')).toBeVisible();
    const [lead] = await leadsFrom(email);
    expect(lead!.fields.message).toContain('- Users: 12');
    expect(lead!.fields.message).toContain(
      `- Total per month — ${formatAED(calculatePrice({ numUsers: 12, numServers: 1 }).grandTotal)}`,
    );
    expect(lead!.fields.message).toContain('Notes: Three-year term please');
  });

  test('refused: says so with the company email and keeps the form', async ({ page }) => {
    await page.route('**/api/submit', (route) =>
      route.fulfill({ json: { success: false, message: 'x' } }),
    );
    await fillQuote(page, 'l@h.ae');
    await page.getByRole('button', { name: 'Request quote' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Could not submit quote\. Please email \S+@\S+\.$/,
    );
    await expect(page.getByLabel('Full name')).toHaveValue('Lina Haddad');
    await expect(page.getByRole('button', { name: 'Request quote' })).toBeEnabled();
  });

  test('network failure: says so and keeps the form', async ({ page }) => {
    await page.route('**/api/submit', (route) => route.abort('connectionrefused'));
    await fillQuote(page, 'l@h.ae');
    await page.getByRole('button', { name: 'Request quote' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Network error while submitting. Please try again.',
    );
    await expect(page.getByLabel('Notes')).toHaveValue('Three-year term please');
  });

  test('missing required fields: the browser stops it and nothing is sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => r.method() === 'POST' && posts++);
    await open(page, '/pricing?users=3');
    await page.getByLabel('Full name').fill('Lina');
    // The browser's check runs within the click: a form it lets through fires 'submit' before
    // the click returns, and nothing is posted without one.
    await page.evaluate(() => {
      document.addEventListener('submit', () => document.body.setAttribute('data-submitted', ''), {
        capture: true,
      });
    });
    await page.getByRole('button', { name: 'Request quote' }).click();
    await expect(page.locator('body')).not.toHaveAttribute('data-submitted');
    expect(posts).toBe(0);
    expect(
      await page
        .getByLabel('Work email')
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the bottom bar shows the estimated total and its Calculate button scrolls to the results', async ({
    page,
  }) => {
    await open(page);
    const bar = page.getByRole('region', { name: 'Estimated total' });
    await expect(bar).toContainText('Estimated Total');
    await page.getByLabel('Users').fill('10');
    await bar.getByRole('button', { name: 'Calculate' }).click();
    await expect(bar).toContainText(formatAED(calculatePrice({ numUsers: 10 }).grandTotal));
    await expect(page.getByRole('heading', { name: 'Pricing summary' })).toBeInViewport();
  });

  test('the bar covers nothing: the end of the page scrolls clear of it', async ({ page }) => {
    await open(page);
    const bar = page.getByRole('region', { name: 'Estimated total' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = (await page
      .getByText(/Office hours/)
      .last()
      .boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
  });
});

test.describe('views on a phone (375px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Inputs and Results are tabs, one view at a time, starting on Inputs', async ({ page }) => {
    await open(page);
    const tabs = page.getByRole('tablist', { name: 'Calculator view' });
    const inputs = tabs.getByRole('tab', { name: 'Inputs' });
    const results = tabs.getByRole('tab', { name: 'Results' });
    await expect(inputs).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Inputs' })).toBeVisible();
    await expect(page.getByLabel('Users')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pricing summary' })).toBeHidden();
    await axeClean(page);

    // The keyboard, as the tabs pattern has it: arrows move and select, Home/End jump.
    await inputs.focus();
    await page.keyboard.press('ArrowRight');
    await expect(results).toBeFocused();
    await expect(results).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Results' })).toBeVisible();
    await expect(page.getByLabel('Users')).toBeHidden();
    await axeClean(page);
    await page.keyboard.press('Home');
    await expect(inputs).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(results).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(inputs).toHaveAttribute('aria-selected', 'true');
  });

  for (const [where, press] of [
    ['the form', (page: Page) => page.getByRole('button', { name: 'Calculate price' }).click()],
    [
      'the bottom bar',
      (page: Page) =>
        page
          .getByRole('region', { name: 'Estimated total' })
          .getByRole('button', { name: 'Calculate' })
          .click(),
    ],
  ] as const) {
    test(`Calculate in ${where} prices and switches to Results; the bottom bar stays`, async ({
      page,
    }) => {
      await open(page);
      await page.getByLabel('Users').fill('10');
      await press(page);
      await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(total(page)).toHaveText(formatAED(calculatePrice({ numUsers: 10 }).grandTotal));
      await expect(page.getByRole('heading', { name: 'Pricing summary' })).toBeInViewport();
      await expect(page.getByRole('region', { name: 'Estimated total' })).toBeVisible();
      await axeClean(page);
    });
  }
});

test.describe('views on a laptop (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the inputs and the results side by side, with no tabs', async ({ page }) => {
    await open(page, '/pricing?users=10');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
    const inputs = (await page.getByLabel('Users').boundingBox())!;
    const summary = (await page.getByRole('heading', { name: 'Pricing summary' }).boundingBox())!;
    expect(summary.x).toBeGreaterThan(inputs.x + inputs.width);
    await page.getByRole('button', { name: 'Calculate price' }).click();
    await expect(page.getByLabel('Users')).toBeVisible();
    await axeClean(page);
  });
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the price at a glance at ${viewport.width}px: the total by part and against the package`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // 16 users, 2 access points, antivirus management, 24x7: every kind of part but licences.
    await open(page, '/pricing?users=16&wifi=2&addons=avMgmt&hours=24x7');
    const base = 16 * 125;
    const wifi = 2 * 40;
    const addon = 150;
    const surcharge = (base + wifi + addon) * 0.4;
    const subtotal = base + wifi + addon + surcharge; // over 2,000: the 5 % tier
    const parts = page.getByRole('figure', { name: 'Monthly total by part' });
    await expect(parts.getByRole('listitem')).toHaveText([
      `Per-unit services${formatAED(base)}`,
      `Wi-Fi and CCTV${formatAED(wifi)}`,
      `Add-on services${formatAED(addon)}`,
      `24x7 surcharge (40%)${formatAED(surcharge)}`,
      `Discount (5%)-${formatAED(subtotal * 0.05)}`,
    ]);
    // The comparison says what the summary and the package card say.
    const packageTitle = await page
      .getByRole('heading', { name: /^Suggested package: / })
      .innerText();
    const packageName = packageTitle.replace('Suggested package: ', '');
    const against = page.getByRole('figure', { name: `Your estimate against ${packageName}` });
    await expect(against.getByRole('listitem')).toHaveText([
      `Custom estimate${await total(page).innerText()}`,
      `${packageName} package${await page
        .getByRole('article', { name: packageTitle })
        .locator(`dt:text-is("${packageName} per month") + dd`)
        .innerText()}`,
    ]);
    await axeClean(page);

    // The quote preview, which the PDF is drawn from, has the same chart.
    await page.getByRole('button', { name: 'Show Quote Preview' }).click();
    const preview = page.getByRole('article', { name: 'Custom Quote' });
    await expect(
      preview.getByRole('figure', { name: 'Monthly total by part' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expect(preview.getByRole('figure', { name: /^Your estimate against / })).toBeVisible();
  });
}

test('axe: no violations with results shown', async ({ page }) => {
  await open(page, '/pricing?users=12&servers=2&wifi=30&hours=24x7&addons=avMgmt');
  await expect(page.getByRole('heading', { name: /Suggested package/ })).toBeVisible();
  await axeClean(page);
});

test.describe('save quote', () => {
  test('appears only once the quote has a price', async ({ page }) => {
    await open(page, '/pricing?users=0');
    await expect(
      page.getByRole('heading', { name: 'Suggested package: Essential Care' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Save this quote' })).toHaveCount(0);
    await open(page, '/pricing?users=4');
    await expect(page.getByRole('heading', { name: 'Save this quote' })).toBeVisible();
  });

  test('emails the quote to the visitor and says "Quote saved successfully!"', async ({ page }) => {
    const email = `saver-${Date.now()}@example.ae`;
    await open(page, '/pricing?users=7&addons=siteVisit');
    await page.getByLabel('Your name').fill('Omar');
    await page.getByLabel('Your email').fill(email);
    await page.getByRole('button', { name: 'Email me this quote' }).click();
    await expect(page.getByText('Quote saved successfully!')).toBeVisible();
    const [lead] = await leadsFrom(email);
    expect(lead!.fields.source).toBe('saved-quote');
    const env = { numUsers: 7, addons: { siteVisit: true } };
    const total = `- Total per month — ${formatAED(calculatePrice(env).grandTotal)}`;
    expect(lead!.fields.message).toContain(total);
    // The promise is kept: the visitor's own copy, priced by the server, with a link back.
    const mail = await visitorMailTo(email);
    expect(mail.subject).toBe('Your saved IT quote');
    expect(mail.text).toContain(total);
    const link = /^https?:\/\/\S+\/pricing\?\S+$/m.exec(mail.text!)![0];
    await open(page, new URL(link).pathname + new URL(link).search);
    await expect(page.getByLabel('Users')).toHaveValue('7');
  });

  test('refused: says so and keeps the fields', async ({ page }) => {
    await page.route('**/api/submit', (route) => route.fulfill({ json: { success: false } }));
    await open(page, '/pricing?users=7');
    await page.getByLabel('Your name').fill('Omar');
    await page.getByLabel('Your email').fill('omar@example.ae');
    await page.getByRole('button', { name: 'Email me this quote' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Could not save your quote\. Please email \S+@\S+\.$/,
    );
    await expect(page.getByLabel('Your email')).toHaveValue('omar@example.ae');
  });
});

test.describe('quote preview and PDF', () => {
  // site-core.md §9: A4 portrait (595.28 × 841.89 pt), 24 pt margins, capture scale 2.
  const A4 = { width: 595.28, height: 841.89 };
  const MARGIN = 24;
  const SCALE = 2;

  const LONG_QUOTE =
    '/pricing?users=60&servers=6&routers=4&firewalls=2&wifi=130&cctv=260&sites=4&hours=24x7' +
    '&addons=avMgmt,backupMon,siteVisit,ms365Admin&licenses=endpointProt,dataBackupUser,dataBackupServer,m365Backup';

  const preview = (page: Page) => page.getByRole('article', { name: 'Custom Quote' });

  async function showPreview(page: Page, path: string) {
    await open(page, path);
    await page.getByRole('button', { name: 'Show Quote Preview' }).click();
    await expect(preview(page)).toBeVisible();
  }

  /** The quote document's height laid out at the capture width, in CSS pixels. */
  function documentHeightAtCaptureWidth(page: Page, width: number) {
    return preview(page).evaluate((el: HTMLElement, w) => {
      const previous = el.style.cssText;
      el.style.width = `${w}px`;
      el.style.maxWidth = 'none';
      const height = el.getBoundingClientRect().height;
      el.style.cssText = previous;
      return height;
    }, width);
  }

  /** Downloads the PDF and reads it: its name, size, pages and the image on each page. */
  async function downloadPdf(page: Page) {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    const bytes = await readFile(await download.path());
    const pages = await pdfPages(bytes);
    return { name: download.suggestedFilename(), bytes: bytes.length, pages };
  }

  test('toggles a printable quote with the environment, every price line and the package', async ({
    page,
  }) => {
    const env = { numUsers: 12, numWiFi: 25, addons: { avMgmt: true } };
    await showPreview(page, '/pricing?users=12&wifi=25&addons=avMgmt');
    const result = calculatePrice(env);
    const doc = preview(page);
    await expect(doc.getByRole('row', { name: /^Users 12$/ })).toBeVisible();
    await expect(doc.getByRole('row', { name: 'Wi-Fi access points: 20 × AED 40' })).toBeVisible();
    await expect(doc.getByRole('row', { name: /^Antivirus management/ })).toContainText(
      formatAED(150),
    );
    await expect(doc.getByRole('row', { name: 'Total per month' })).toContainText(
      formatAED(result.grandTotal),
    );
    await expect(doc).toContainText(`Suggested package: ${result.meta.suggestedPackage.name}`);
    await expect(doc).toContainText('This is an estimate only.');
    await axeClean(page);
    await page.getByRole('button', { name: 'Hide Quote Preview' }).click();
    await expect(doc).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show Quote Preview' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('VAT and the annual total follow the total, as the issue works them out from the spec’s rates', async ({
    page,
  }) => {
    // 20 users at AED 125 and 3 servers at AED 300 make AED 3,400: the 5 % tier, AED 3,230.
    await page.goto('/pricing?users=20&servers=3');
    await hydrated(page);
    const expected: [string, string][] = [
      ['Total per month', 'AED 3,230'],
      ['VAT (5%)', 'AED 162'],
      ['Monthly total incl. VAT', 'AED 3,392'],
      ['Annual total (12 months, excl. VAT)', 'AED 38,760'],
    ];
    for (const [term, value] of expected) await expect(summaryValue(page, term)).toHaveText(value);
    await axeClean(page);
  });

  test('the summary, the preview and the quote mail word every line alike, a subtotal before the discount', async ({
    page,
  }) => {
    // 16 users at AED 125 make AED 2,000: the 5 % tier (site-core.md §9), AED 100 off.
    await showPreview(page, '/pricing?users=16&addons=avMgmt');
    const summary = summaryOf(page);
    const terms = await summary.getByRole('term').allInnerTexts();
    const values = await summary.getByRole('definition').allInnerTexts();
    const subtotal = 16 * 125 + 150;
    const total = subtotal * 0.95;
    // UAE VAT at 5 % of the exact total, rounded half up to whole fils.
    const vat = Math.round(total * 100 * 0.05) / 100;
    expect(terms).toEqual([
      'Users: 16 × AED 125',
      'Antivirus management',
      'Subtotal',
      'Discount (5%)',
      'Total per month',
      'VAT (5%)',
      'Monthly total incl. VAT',
      'Annual total (12 months, excl. VAT)',
    ]);
    expect(values).toEqual([
      formatAED(2000),
      formatAED(150),
      formatAED(subtotal),
      `-${formatAED(subtotal * 0.05)}`,
      formatAED(total),
      formatAED(vat),
      formatAED(total + vat),
      formatAED(12 * total),
    ]);
    await expect(summary).toContainText('Amounts are rounded to whole dirhams.');
    const rows = preview(page).getByRole('table').nth(1).getByRole('row');
    expect(await rows.allInnerTexts()).toEqual(terms.map((term, i) => `${term}\t${values[i]}`));

    const email = `same-words-${Date.now()}@example.ae`;
    await page.getByLabel('Full name').fill('Lina Haddad');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Company').fill('Haddad Logistics');
    await page.getByRole('button', { name: 'Request quote' }).click();
    await expect(page.getByText('Quote request sent')).toBeVisible();
    const [lead] = await leadsFrom(email);
    const mailed = lead!.fields.message!.split('\n');
    for (const [i, term] of terms.entries()) expect(mailed).toContain(`- ${term} — ${values[i]}`);
  });

  test('the printable quote’s code cannot load: the calculator stays as typed, says so, and a later try shows it', async ({
    page,
  }) => {
    const documentCode = scriptOf('src/calculator/QuoteDocument.tsx');
    await page.route(documentCode, (route) => route.abort('internetdisconnected'));
    await open(page, '/pricing?users=12&servers=2');
    await page.getByLabel('Wi-Fi access points').fill('25');
    const show = page.getByRole('button', { name: 'Show Quote Preview' });
    await show.click();
    await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Users')).toHaveValue('12');
    await expect(page.getByLabel('Wi-Fi access points')).toHaveValue('25');

    await page.unroute(documentCode);
    await show.click();
    await expect(preview(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  test('the pricing math cannot load: Calculate says so, keeps the form, and a later try prices it', async ({
    page,
  }) => {
    await page.route(mathCode, (route) => route.abort('internetdisconnected'));
    await open(page);
    await page.getByLabel('Users').fill('12');
    await page.getByLabel('Servers').fill('2');
    await page.getByRole('button', { name: 'Calculate price' }).click();
    const summary = summaryOf(page);
    await expect(summary.getByRole('alert')).toContainText('Network error. Please try again.');
    await expect(total(page)).toHaveCount(0);
    await expect(page.getByLabel('Users')).toHaveValue('12');
    await expect(page.getByLabel('Servers')).toHaveValue('2');

    await page.unroute(mathCode);
    await summary.getByRole('button', { name: 'Try again' }).click();
    await expect(total(page)).toHaveText(
      formatAED(calculatePrice({ numUsers: 12, numServers: 2 }).grandTotal),
    );
    await expect(summary.getByRole('alert')).toHaveCount(0);
  });

  test('the pricing math cannot load: a preset says so beside the presets, and a later try fills and prices it', async ({
    page,
  }) => {
    await page.route(mathCode, (route) => route.abort('internetdisconnected'));
    await open(page);
    const inputs = inputsOf(page);
    const summary = summaryOf(page);
    await expect(inputs.getByRole('alert')).toHaveCount(0);
    const preset = PRESETS.growingStartup;
    await page.getByRole('button', { name: preset.label }).click();
    await expect(inputs.getByRole('alert')).toContainText('Network error. Please try again.');
    await expect(summary.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Users')).toHaveValue('0');

    await page.unroute(mathCode);
    await inputs.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Users')).toHaveValue(String(preset.environment.numUsers));
    await expectEngineNumbers(page, preset.environment);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('a preset chosen before the pricing math arrives', () => {
    /** Holds the math's code back until `arrive` is called. */
    async function holdMath(page: Page) {
      let arrive = () => {};
      const released = new Promise<void>((resolve) => (arrive = resolve));
      await page.route(mathCode, async (route) => {
        await released;
        await route.continue();
      });
      return () => {
        arrive();
        return page.waitForResponse(mathCode);
      };
    }

    test('says so below the presets, and is filled and priced when it arrives', async ({
      page,
    }) => {
      const arrive = await holdMath(page);
      await open(page);
      const preset = PRESETS.multiSite;
      await page.getByRole('button', { name: preset.label }).click();
      const inputs = inputsOf(page);
      await expect(inputs.getByRole('status')).toHaveText('Calculating…');
      await arrive();
      await expect(inputs.getByRole('status')).toHaveCount(0);
      await expect(page.getByLabel('Users')).toHaveValue(String(preset.environment.numUsers));
      await expectEngineNumbers(page, preset.environment);
    });

    test('gives way to entries typed after it', async ({ page }) => {
      await page.clock.install();
      const arrive = await holdMath(page);
      await open(page);
      await page.getByRole('button', { name: PRESETS.retailChain.label }).click();
      await page.getByLabel('Users').fill('7');
      await arrive();
      // Well past the moment a preset's price is computed: nothing fills or writes the preset.
      await page.clock.runFor(5_000);
      await expect(page.getByLabel('Users')).toHaveValue('7');
      await expect(page.getByLabel('Sites')).toHaveValue('0');
      await expect(page).toHaveURL(/\/pricing$/);
    });

    test('a shared quote says "Calculating…" until the math arrives, then its price', async ({
      page,
    }) => {
      const arrive = await holdMath(page);
      await open(page, '/pricing?users=12&servers=2');
      const summary = summaryOf(page);
      await expect(summary.getByRole('status')).toHaveText('Calculating…');
      await expect(page.getByLabel('Users')).toHaveValue('12');
      await arrive();
      await expectEngineNumbers(page, { numUsers: 12, numServers: 2 });
    });

    // (Another page is another document: the one that chose the preset is gone with its load.)
    test('gives way to a Calculate made after it', async ({ page }) => {
      await page.clock.install();
      const arrive = await holdMath(page);
      await open(page);
      await page.getByRole('button', { name: PRESETS.retailChain.label }).click();
      await page.getByLabel('Users').fill('12');
      await page.getByRole('button', { name: 'Calculate price' }).click();
      await expect(page).toHaveURL(/users=12/);
      await arrive();
      await expectEngineNumbers(page, { numUsers: 12 });
      // Well past the moment a preset's price is computed: nothing writes the preset.
      await page.clock.runFor(5_000);
      await expect(page).toHaveURL(/users=12/);
      await expect(page.getByLabel('Users')).toHaveValue('12');
      await expectEngineNumbers(page, { numUsers: 12 });
    });
  });

  test('what follows a quote cannot load: the summary still shows, it says so, and a later try brings it', async ({
    page,
  }) => {
    const followUpCode = scriptOf('src/calculator/QuoteFollowUp.tsx');
    await page.route(followUpCode, (route) => route.abort('internetdisconnected'));
    await open(page);
    await page.getByLabel('Users').fill('12');
    await page.getByRole('button', { name: 'Calculate price' }).click();
    await expect(total(page)).toHaveText(/AED/);
    await expect(page.getByRole('alert')).toContainText('Network error. Please try again.');
    await expect(page.getByRole('heading', { name: 'Request this quote' })).toHaveCount(0);

    await page.unroute(followUpCode);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Request this quote' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Users')).toHaveValue('12');
  });

  test('loads the PDF libraries only on Download PDF and saves a one-page A4 quote', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await showPreview(page, '/pricing?users=10');
    const html2canvas = scriptOf(/[\\/]html2canvas[\\/]/);
    const jspdf = scriptOf(/[\\/]jspdf[\\/]/);
    expect(scripts.filter((url) => html2canvas.test(url) || jspdf.test(url))).toEqual([]);

    const company = await preview(page).locator('header p').first().innerText();
    const pdf = await downloadPdf(page);
    expect(scripts.filter((url) => html2canvas.test(url))).not.toEqual([]);
    expect(scripts.filter((url) => jspdf.test(url))).not.toEqual([]);

    expect(pdf.name).toBe(`${company} Custom Quote.pdf`);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.width).toBeCloseTo(A4.width, 0);
    expect(pdf.pages[0]!.height).toBeCloseTo(A4.height, 0);
    expect(pdf.bytes).toBeLessThan(500 * 1024);
    // The watermark is in the capture only, never left on the page.
    await expect(page.locator('[data-watermark]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  test('splits a long quote across pages without losing or cutting any of it', async ({ page }) => {
    await showPreview(page, LONG_QUOTE);
    const captureWidth = 760;
    const height = await documentHeightAtCaptureWidth(page, captureWidth);
    const contentWidthPt = A4.width - 2 * MARGIN;
    const pageHeightPx = (captureWidth * (A4.height - 2 * MARGIN)) / contentWidthPt;
    const fewestPages = Math.ceil(height / pageHeightPx);
    expect(fewestPages).toBeGreaterThan(1);

    const pdf = await downloadPdf(page);
    // Cutting only between rows may take one page more than cutting anywhere would.
    expect(pdf.pages.length).toBeGreaterThanOrEqual(fewestPages);
    expect(pdf.pages.length).toBeLessThanOrEqual(fewestPages + 1);
    const images = pdf.pages.map((p) => {
      expect(p.images).toHaveLength(1);
      return p.images[0]!;
    });
    for (const image of images) {
      expect(image.width).toBe(captureWidth * SCALE);
      expect(image.height).toBeLessThanOrEqual(Math.ceil(pageHeightPx * SCALE));
    }
    // Every pixel row of the capture is on exactly one page.
    const rows = images.reduce((sum, image) => sum + image.height, 0);
    expect(Math.abs(rows - height * SCALE)).toBeLessThanOrEqual(2 * SCALE);
  });
});
