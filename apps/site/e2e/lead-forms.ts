import { pdfBytes } from '@acme/tooling/test-documents';
import type { Locator, Page, Request } from '@playwright/test';
import { ASSESSMENT } from '../src/content/ar/assessment';
import { BOOKING } from '../src/content/ar/booking';
import { CAREERS_PAGE } from '../src/content/ar/careers';
import { CHECKLIST_PAGE } from '../src/content/ar/checklist';
import { CONTACT_PAGE } from '../src/content/ar/contact';
import { FORM_FIELDS } from '../src/content/ar/form-fields';
import { HOME } from '../src/content/ar/home';
import { QUOTE_FOLLOW_UP } from '../src/content/ar/quote';
import { RFI_PAGE } from '../src/content/ar/rfi';
import { localizedPath, type Language } from '../src/languages/languages';
import { hydrated } from './helpers';

/** How a browser test reaches and fills one lead form. */
export interface FormSteps {
  readonly name: string;
  readonly path: string;
  /** Opens the form where it is behind a button. */
  readonly open?: (page: Page) => Promise<void>;
  /** Fills every required field (the email with `email` when given); `kept` then holds `typed`. */
  readonly fill: (page: Page, email?: string) => Promise<void>;
  /** A field the visitor typed in, which a failed send must keep. */
  readonly kept: (page: Page) => Locator;
  /** What the visitor typed into `kept`, in the page's language. */
  readonly typed: string;
  readonly submit: string;
  /** The URL pattern the form posts to. */
  readonly endpoint: string;
  /** The answer field that carries a refusal's words: form-mail `message`, PHP `error`. */
  readonly key: 'message' | 'error';
}

/** The steps of a form on a page of its own, which has a hidden honeypot field. */
export interface LeadFormSteps extends FormSteps {
  /** The hidden honeypot field's name. */
  readonly honeypot: 'botcheck' | 'honeypot';
}

/** What a language's calculator calls one of its two quote forms and their parts. */
interface QuoteFormWords {
  readonly title: string;
  readonly name: string;
  readonly email: string;
  readonly submit: string;
}

/**
 * What one language's pages call the parts of the lead forms the steps use: the English words
 * are the specification's, the Arabic ones the Arabic content modules'.
 */
interface FormWords {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly contact: { readonly subject: string; readonly message: string; readonly submit: string };
  readonly booking: { readonly notes: string; readonly submit: string };
  readonly careers: {
    readonly open: string;
    readonly name: string;
    readonly coverLetter: string;
    readonly submit: string;
  };
  readonly rfi: { readonly notes: string; readonly file: string; readonly submit: string };
  readonly checklist: { readonly submit: string };
  readonly assessment: {
    readonly open: string;
    readonly email: string;
    readonly message: string;
    readonly submit: string;
  };
  readonly quote: QuoteFormWords;
  readonly saveQuote: QuoteFormWords;
}

const WORDS: Readonly<Record<Language, FormWords>> = {
  en: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    contact: { subject: 'Subject', message: 'Message', submit: 'Send Message' },
    booking: { notes: 'Notes', submit: 'Book Support' },
    careers: {
      open: 'Submit CV',
      name: 'Full name',
      coverLetter: 'Cover letter',
      submit: 'Submit Application',
    },
    rfi: { notes: 'Notes', file: 'RFI / RFP document', submit: 'Submit RFI / RFP' },
    checklist: { submit: 'Get the checklist' },
    assessment: {
      open: 'Get a Free IT Assessment',
      email: 'Work Email',
      message: 'Message',
      submit: 'Submit',
    },
    quote: {
      title: 'Request this quote',
      name: 'Full name',
      email: 'Work email',
      submit: 'Request quote',
    },
    saveQuote: {
      title: 'Save this quote',
      name: 'Your name',
      email: 'Your email',
      submit: 'Email me this quote',
    },
  },
  ar: {
    name: FORM_FIELDS.name,
    email: FORM_FIELDS.email,
    company: FORM_FIELDS.company,
    contact: { ...CONTACT_PAGE.fields, submit: CONTACT_PAGE.submit },
    booking: { notes: BOOKING.notes, submit: BOOKING.submit },
    careers: {
      open: CAREERS_PAGE.submitCv,
      name: CAREERS_PAGE.fields.name,
      coverLetter: CAREERS_PAGE.fields.coverLetter,
      submit: CAREERS_PAGE.submit,
    },
    rfi: { notes: RFI_PAGE.fields.notes, file: RFI_PAGE.fields.file, submit: RFI_PAGE.submit },
    checklist: { submit: CHECKLIST_PAGE.submit },
    assessment: {
      open: HOME.actions.assessment,
      email: ASSESSMENT.workEmail,
      message: ASSESSMENT.message,
      submit: ASSESSMENT.submit,
    },
    quote: QUOTE_FOLLOW_UP.request,
    saveQuote: QUOTE_FOLLOW_UP.save,
  },
};

/** What a visitor types on the pages of each language; a failed send must keep `text` as typed. */
const VISITOR: Readonly<Record<Language, { readonly name: string; readonly text: string }>> = {
  en: { name: 'Sara', text: 'Typed text' },
  ar: { name: 'سارة', text: 'نص مكتوب' },
};

/** A text field or area found by the start of its name (a required one's name goes on). */
const textbox = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}`) });

/**
 * Every lead form's steps on the pages of `language`: the forms of a page of their own first,
 * then the assessment dialog and the calculator's two quote forms.
 */
function formsIn(language: Language) {
  const words = WORDS[language];
  const { name, text } = VISITOR[language];
  const path = (english: string) => localizedPath(english, language);

  const pageForms: readonly LeadFormSteps[] = [
    {
      name: 'contact',
      path: path('/contact'),
      endpoint: '**/api/submit',
      key: 'message',
      honeypot: 'botcheck',
      submit: words.contact.submit,
      fill: async (page, email = 's@a.ae') => {
        await page.getByLabel(words.name).fill(name);
        await page.getByLabel(words.email).fill(email);
        await page.getByLabel(words.contact.subject).fill(text);
        await textbox(page, words.contact.message).fill(text);
      },
      kept: (page) => textbox(page, words.contact.message),
      typed: text,
    },
    {
      name: 'booking',
      path: path('/on-demand-support'),
      endpoint: '**/api/submit',
      key: 'message',
      honeypot: 'botcheck',
      submit: words.booking.submit,
      fill: async (page, email = 'r@s.ae') => {
        await page.getByLabel(words.name).fill(name);
        await page.getByLabel(words.email).fill(email);
        await page.getByLabel(words.booking.notes).fill(text);
      },
      kept: (page) => page.getByLabel(words.booking.notes),
      typed: text,
    },
    {
      name: 'careers',
      path: path('/careers'),
      endpoint: '**/api/submit',
      key: 'message',
      honeypot: 'botcheck',
      submit: words.careers.submit,
      open: async (page) => page.getByRole('button', { name: words.careers.open }).click(),
      fill: async (page, email = 'o@x.ae') => {
        await page.getByLabel(words.careers.name).fill(name);
        await page.getByLabel(words.email).fill(email);
        await page.getByLabel(words.careers.coverLetter).fill(text);
      },
      kept: (page) => page.getByLabel(words.careers.coverLetter),
      typed: text,
    },
    {
      name: 'RFI/RFP',
      path: path('/rfi-rfp'),
      endpoint: '**/send-rfi.php',
      key: 'error',
      honeypot: 'honeypot',
      submit: words.rfi.submit,
      fill: async (page, email = 'n@e.ae') => {
        await page.getByLabel(words.name).fill(name);
        await page.getByLabel(words.email).fill(email);
        await page.getByLabel(words.company).fill(name);
        await page.getByLabel(words.rfi.notes).fill(text);
        await page.getByLabel(words.rfi.file).setInputFiles({
          name: 'a.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(pdfBytes()),
        });
      },
      kept: (page) => page.getByLabel(words.rfi.notes),
      typed: text,
    },
    {
      name: 'checklist',
      path: path('/resources/it-amc-checklist'),
      endpoint: '**/send-lead.php',
      key: 'error',
      honeypot: 'honeypot',
      submit: words.checklist.submit,
      fill: async (page, email = 'k@r.ae') => {
        await page.getByLabel(words.name).fill(name);
        await page.getByLabel(words.email).fill(email);
        await page.getByLabel(words.company).fill(text);
      },
      kept: (page) => page.getByLabel(words.company),
      typed: text,
    },
  ];

  const dialog = (page: Page) => page.getByRole('dialog');
  const quoteForm = (page: Page) => page.getByRole('form', { name: words.quote.title });
  const saveForm = (page: Page) => page.getByRole('form', { name: words.saveQuote.title });
  const otherForms: readonly FormSteps[] = [
    {
      name: 'assessment',
      path: path('/'),
      open: (page) => page.getByRole('button', { name: words.assessment.open }).first().click(),
      fill: async (page, email = 'aisha@firm.ae') => {
        await dialog(page).getByLabel(words.name).fill(name);
        await dialog(page).getByLabel(words.assessment.email).fill(email);
        await dialog(page).getByLabel(words.company).fill(name);
        await textbox(dialog(page), words.assessment.message).fill(text);
      },
      kept: (page) => textbox(dialog(page), words.assessment.message),
      typed: text,
      submit: words.assessment.submit,
      endpoint: '**/api/submit',
      key: 'message',
    },
    {
      name: 'quote request',
      path: path('/pricing?users=4'),
      fill: async (page, email = 'lina@corp.ae') => {
        await quoteForm(page).getByLabel(words.quote.name).fill(name);
        await quoteForm(page).getByLabel(words.quote.email).fill(email);
        await quoteForm(page).getByLabel(words.company).fill(text);
      },
      kept: (page) => quoteForm(page).getByLabel(words.company),
      typed: text,
      submit: words.quote.submit,
      endpoint: '**/api/submit',
      key: 'message',
    },
    {
      name: 'save quote',
      path: path('/pricing?users=4'),
      fill: async (page, email = 'omar@x.ae') => {
        await saveForm(page).getByLabel(words.saveQuote.name).fill(text);
        await saveForm(page).getByLabel(words.saveQuote.email).fill(email);
      },
      kept: (page) => saveForm(page).getByLabel(words.saveQuote.name),
      typed: text,
      submit: words.saveQuote.submit,
      endpoint: '**/api/submit',
      key: 'message',
    },
  ];

  return { pageForms, every: [...pageForms, ...otherForms] };
}

const ENGLISH = formsIn('en');

/** Every English lead form on a page of its own, for every spec that fills them. */
export const LEAD_FORMS: readonly LeadFormSteps[] = ENGLISH.pageForms;

/** Every English lead form: those of `LEAD_FORMS`, the assessment dialog and the calculator's two. */
export const EVERY_LEAD_FORM: readonly FormSteps[] = ENGLISH.every;

/** Every lead form of the Arabic pages, as `EVERY_LEAD_FORM` lists the English ones. */
export const EVERY_ARABIC_LEAD_FORM: readonly FormSteps[] = formsIn('ar').every;

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

/** Every field of the page as the visitor left it: its value, or whether it is checked. */
export function fieldValues(page: Page): Promise<string[]> {
  return page.locator('input, textarea, select').evaluateAll((elements) =>
    elements.map((element) => {
      const name = element.getAttribute('name') ?? element.id;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type))
        return `${name}=${String(element.checked)}`;
      return `${name}=${'value' in element ? String(element.value) : ''}`;
    }),
  );
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
