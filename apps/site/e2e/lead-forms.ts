import { pdfBytes } from '@acme/tooling/test-documents';
import type { Page, Request } from '@playwright/test';
import { hydrated } from './helpers';

/** How a browser test reaches and fills one lead form. */
export interface LeadFormSteps {
  readonly name: string;
  readonly path: string;
  /** Opens the form where it is behind a button. */
  readonly open?: (page: Page) => Promise<void>;
  /** Fills every required field; the field `kept` returns holds `Typed text`. */
  readonly fill: (page: Page) => Promise<void>;
  /** A field the visitor typed in, which a failed send must keep. */
  readonly kept: (page: Page) => ReturnType<Page['getByLabel']>;
  readonly submit: string;
  /** The URL pattern the form posts to. */
  readonly endpoint: string;
  /** The answer field that carries a refusal's words: form-mail `message`, PHP `error`. */
  readonly key: 'message' | 'error';
  /** The hidden honeypot field's name. */
  readonly honeypot: 'botcheck' | 'honeypot';
}

/** Every lead form's steps, once, for every spec that fills them. */
export const LEAD_FORMS: readonly LeadFormSteps[] = [
  {
    name: 'contact',
    path: '/contact',
    endpoint: '**/api/submit',
    key: 'message',
    honeypot: 'botcheck',
    submit: 'Send Message',
    fill: async (page) => {
      await page.getByLabel('Name').fill('Sara');
      await page.getByLabel('Email').fill('s@a.ae');
      await page.getByLabel('Subject').fill('Hello');
      await page.getByRole('textbox', { name: /^Message/ }).fill('Typed text');
    },
    kept: (page) => page.getByRole('textbox', { name: /^Message/ }),
  },
  {
    name: 'booking',
    path: '/on-demand-support',
    endpoint: '**/api/submit',
    key: 'message',
    honeypot: 'botcheck',
    submit: 'Book Support',
    fill: async (page) => {
      await page.getByLabel('Name').fill('Rami');
      await page.getByLabel('Email').fill('r@s.ae');
      await page.getByLabel('Notes').fill('Typed text');
    },
    kept: (page) => page.getByLabel('Notes'),
  },
  {
    name: 'careers',
    path: '/careers',
    endpoint: '**/api/submit',
    key: 'message',
    honeypot: 'botcheck',
    submit: 'Submit Application',
    open: async (page) => page.getByRole('button', { name: 'Submit CV' }).click(),
    fill: async (page) => {
      await page.getByLabel('Full name').fill('Omar');
      await page.getByLabel('Email').fill('o@x.ae');
      await page.getByLabel('Cover letter').fill('Typed text');
    },
    kept: (page) => page.getByLabel('Cover letter'),
  },
  {
    name: 'RFI/RFP',
    path: '/rfi-rfp',
    endpoint: '**/send-rfi.php',
    key: 'error',
    honeypot: 'honeypot',
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
  },
  {
    name: 'checklist',
    path: '/resources/it-amc-checklist',
    endpoint: '**/send-lead.php',
    key: 'error',
    honeypot: 'honeypot',
    submit: 'Get the checklist',
    fill: async (page) => {
      await page.getByLabel('Name').fill('Khalid');
      await page.getByLabel('Email').fill('k@r.ae');
      await page.getByLabel('Company').fill('Typed text');
    },
    kept: (page) => page.getByLabel('Company'),
  },
];

/** What every lead form's steps have, whatever its honeypot. */
export type FormSteps = Pick<
  LeadFormSteps,
  'name' | 'path' | 'open' | 'fill' | 'submit' | 'endpoint' | 'key'
>;

/**
 * Every lead form of the site: the table above and the three it leaves out, the assessment
 * dialog and the calculator's two quote forms.
 */
export const EVERY_LEAD_FORM: readonly FormSteps[] = [
  ...LEAD_FORMS,
  {
    name: 'assessment',
    path: '/',
    open: (page) => page.getByRole('button', { name: 'Get a Free IT Assessment' }).first().click(),
    fill: async (page) => {
      await page.getByLabel('Name').fill('Aisha');
      await page.getByLabel('Work Email').fill('aisha@firm.ae');
      await page.getByLabel('Company').fill('Firm');
    },
    submit: 'Submit',
    endpoint: '**/api/submit',
    key: 'message',
  },
  {
    name: 'quote request',
    path: '/pricing?users=4',
    fill: async (page) => {
      const form = page.getByRole('form', { name: 'Request this quote' });
      await form.getByLabel('Name').fill('Lina');
      await form.getByLabel('Email').fill('lina@corp.ae');
      await form.getByLabel('Company').fill('Corp');
    },
    submit: 'Request quote',
    endpoint: '**/api/submit',
    key: 'message',
  },
  {
    name: 'save quote',
    path: '/pricing?users=4',
    fill: async (page) => {
      await page.getByLabel('Your name').fill('Omar');
      await page.getByLabel('Your email').fill('omar@x.ae');
    },
    submit: 'Email me this quote',
    endpoint: '**/api/submit',
    key: 'message',
  },
];

/** Opens the page of `form` and fills the form, ready to send. */
export async function openFilled(page: Page, form: FormSteps): Promise<void> {
  await page.goto(form.path);
  await hydrated(page);
  await form.open?.(page);
  await form.fill(page);
}

/** The steps of the form named `name`. */
export function leadForm(name: string): LeadFormSteps {
  const form = LEAD_FORMS.find((f) => f.name === name);
  if (!form) throw new Error(`No lead form ${name}`);
  return form;
}

/**
 * The reference a posted lead carries, read from its body: its `reference` field, or the quote
 * message's first line. `undefined` for a body the browser does not show (one with a file).
 */
export function postedReference(request: Request): string | undefined {
  const buffer = request.postDataBuffer();
  if (!buffer) return undefined;
  const body = buffer.toString('latin1');
  const field = /name="reference"\r\n\r\n(AC-\w{6})/.exec(body)?.[1];
  if (field) return field;
  const json = JSON.parse(body) as { reference?: string; message?: string };
  return json.reference ?? /^Reference: (AC-\w{6})/.exec(json.message ?? '')?.[1];
}
