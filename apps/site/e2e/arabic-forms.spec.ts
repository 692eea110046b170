import { FORM_MESSAGES_AR } from '@acme/forms-client/ar';
import { REFERENCE_PATTERN } from '@acme/forms-client/contract';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { ASSESSMENT } from '../src/content/ar/assessment';
import { BOOKING } from '../src/content/ar/booking';
import { BOOKING_TERMS } from '../src/content/ar/booking-terms';
import { CAREERS_PAGE } from '../src/content/ar/careers';
import { CHECKLIST_PAGE } from '../src/content/ar/checklist';
import { CONTACT_PAGE } from '../src/content/ar/contact';
import { FORM_FIELDS } from '../src/content/ar/form-fields';
import { QUOTE_FOLLOW_UP } from '../src/content/ar/quote';
import { RFI_PAGE } from '../src/content/ar/rfi';
import { hydrated } from './helpers';
import { EVERY_ARABIC_LEAD_FORM, fieldValues } from './lead-forms';
import { storedLeads } from './outbox';

/**
 * Every Arabic lead form (issue #28): its check, its two failures and its success said in Arabic,
 * in the forms client's own Arabic words, what the visitor typed kept through the failures, and
 * the lead that reaches the services sent from an Arabic page. One page load per form.
 */

const SAID = FORM_MESSAGES_AR.forms;

interface ArabicForm {
  /** What the form says when sent empty; `null` where the browser's own check stops it. */
  readonly required: string | null;
  /** What it says of a refusal without words, and of a connection refused. */
  readonly failed: string;
  readonly network: string;
  /** Words of its success view. */
  readonly sent: string;
}

const FORMS: Record<string, ArabicForm> = {
  contact: { ...SAID.contact, required: SAID.contact.required[0], sent: CONTACT_PAGE.sentTitle },
  // A remote booking (the form's start) asks for no emirate: the contract's second rule.
  booking: { ...SAID.booking, required: SAID.booking.required[1], sent: BOOKING.received },
  careers: {
    ...SAID.application,
    required: SAID.application.required[0],
    sent: CAREERS_PAGE.sentText,
  },
  'RFI/RFP': { ...SAID.rfi, required: SAID.rfi.required[0], sent: RFI_PAGE.sentTitle },
  checklist: {
    ...SAID.checklist,
    required: SAID.checklist.required[0],
    sent: CHECKLIST_PAGE.readyTitle,
  },
  assessment: {
    ...SAID.assessment,
    required: SAID.assessment.required[0],
    sent: ASSESSMENT.submitted,
  },
  // The calculator's forms leave a missing field to the browser, as in English.
  'quote request': { ...SAID.quote, required: null, sent: QUOTE_FOLLOW_UP.request.sent },
  'save quote': { ...SAID['saved-quote'], required: null, sent: QUOTE_FOLLOW_UP.save.sent },
};

/**
 * A number typed on an Arabic keyboard (Eastern Arabic digits), and the lead field that must
 * carry it in Latin digits: a phone number, and a count of hours.
 */
const EASTERN_DIGITS: Record<
  string,
  { field: (page: Page) => Locator; typed: string; sentAs: string; latin: string }
> = {
  contact: {
    field: (page) => page.getByLabel(FORM_FIELDS.phone),
    typed: '٠٥٠١٢٣٤٥٦٧',
    sentAs: 'phone',
    latin: '0501234567',
  },
  booking: {
    field: (page) => page.getByRole('spinbutton', { name: BOOKING_TERMS.hours }),
    typed: '١٢',
    sentAs: 'hours',
    latin: '12',
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message of the forms client's as shown, the company's address in place of `{email}`. */
const shown = (message: string) =>
  new RegExp(`^${escapeRegExp(message).replace(escapeRegExp('{email}'), '\\S+@\\S+')}$`);

for (const form of EVERY_ARABIC_LEAD_FORM) {
  const expected = FORMS[form.name]!;
  const digits = EASTERN_DIGITS[form.name];

  test(`${form.name}: its check, failures and success in Arabic, nothing typed lost`, async ({
    page,
  }) => {
    const posts: Request[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request));
    await page.goto(form.path);
    await hydrated(page);
    await form.open?.(page);
    const submit = page.getByRole('button', { name: form.submit, exact: true });
    const alert = page.getByRole('alert');

    // Sent empty: the form's check says what is missing (or the browser's own stops it).
    await submit.click();
    if (expected.required) await expect(alert).toHaveText(expected.required);
    else {
      expect(
        await submit.evaluate((button: HTMLButtonElement) => button.form!.checkValidity()),
      ).toBe(false);
      await expect(alert).toHaveCount(0);
    }
    // An address the browser takes but the form does not.
    await form.fill(page, 'sara@mail');
    await submit.click();
    await expect(alert).toHaveText(FORM_MESSAGES_AR.invalidEmail);
    expect(posts).toEqual([]);

    await form.fill(page);
    if (digits) {
      await digits.field(page).clear();
      await digits.field(page).pressSequentially(digits.typed);
    }
    const typed = await fieldValues(page);
    for (const [failure, message] of [
      [{ status: 500, json: { success: false } }, expected.failed],
      ['connectionrefused', expected.network],
    ] as const) {
      await page.route(form.endpoint, (route) =>
        typeof failure === 'string' ? route.abort(failure) : route.fulfill(failure),
      );
      await submit.click();
      await expect(alert).toHaveText(shown(message));
      await expect(form.kept(page)).toHaveValue(form.typed);
      expect(await fieldValues(page)).toEqual(typed);
      await page.unroute(form.endpoint);
    }

    // Sent to the local services: the success view names the reference, left to right.
    await submit.click();
    const line = page
      .getByRole('status')
      .filter({ hasText: expected.sent })
      .getByText(new RegExp(`^${escapeRegExp(FORM_FIELDS.reference)}`));
    const reference = line.locator(':is(bdi, [dir="ltr"])');
    await expect(reference).toHaveText(REFERENCE_PATTERN);
    const sentReference = (await reference.textContent())!;
    await expect(line).toHaveText(`${FORM_FIELDS.reference} ${sentReference}`);
    // Two failed attempts and this one: the checks sent nothing.
    expect(posts).toHaveLength(3);

    const lead = (await storedLeads()).find((stored) => stored.reference === sentReference);
    expect(Object.values(lead!.fields)).toContain(form.typed);
    if (form.name === 'quote request') {
      // Its JSON fields are the specification's: no language, the page line names the Arabic page.
      expect(lead!.fields.language).toBeUndefined();
      expect(lead!.fields.message).toMatch(/^Page: \S+\/ar\/pricing\?/m);
    } else expect(lead!.fields).toMatchObject({ reference: sentReference, language: 'ar' });
    if (digits) expect(lead!.fields[digits.sentAs]).toBe(digits.latin);
  });
}
