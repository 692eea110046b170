import { replyWithinArabic } from '@acme/forms-client/ar-terms';
import { REPLY_PROMISES, replyWithinEnglish, type ReplyPromise } from '@acme/forms-client/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT as ASSESSMENT_AR } from './ar/assessment';
import { CONTACT_PAGE as CONTACT_PAGE_AR } from './ar/contact';
import { ROUTE_DESCRIPTIONS as ROUTE_DESCRIPTIONS_AR } from './ar/descriptions';
import { RFI_PAGE as RFI_PAGE_AR } from './ar/rfi';
import { ASSESSMENT } from './en/assessment';
import { CONTACT_PAGE } from './en/contact';
import { ROUTE_DESCRIPTIONS } from './en/descriptions';
import { RFI_PAGE } from './en/rfi';
import type { AssessmentCopy } from './shapes/assessment';
import type { ContactPageCopy } from './shapes/contact';
import type { RfiPageCopy } from './shapes/rfi';

// The pages state the forms' reply promises in their copy, worded from the lead contract's
// REPLY_PROMISES (each language's `reply-within.ts`), which the form services' mails read too: a
// changed promise changes the pages and the mails alike. The build writes the words into the
// browser's code as literals (scripts/reply-within-literals.ts), so reading them costs no page a
// byte. Today's promises still read as the specification's sentences, word for word.
type PromisingForm = 'assessment' | 'contact' | 'rfi';
type Promises = Readonly<Record<PromisingForm, ReplyPromise>>;
const english = (promises: Promises, form: PromisingForm) =>
  ` within ${replyWithinEnglish(promises[form])}.`;
const arabic = (promises: Promises, form: PromisingForm) =>
  ` خلال ${replyWithinArabic(promises[form])}.`;

/** One language's modules that state a promise: its assessment, contact, RFI and descriptions. */
type Modules = readonly [
  { readonly ASSESSMENT: AssessmentCopy },
  { readonly CONTACT_PAGE: ContactPageCopy },
  { readonly RFI_PAGE: RfiPageCopy },
  { readonly ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> },
];

/** Each form's texts that state its promise, of one language's modules. */
const promisingTexts = ([
  { ASSESSMENT: assessment },
  { CONTACT_PAGE: contact },
  { RFI_PAGE: rfi },
  { ROUTE_DESCRIPTIONS: descriptions },
]: Modules) => ({
  assessment: [assessment.submitted],
  contact: [contact.sentText],
  rfi: [rfi.sentText, rfi.lead, descriptions.rfi],
});

/** The texts that state a promise in both languages, as the content modules make them now. */
async function promisingCopy() {
  const [en, ar] = await Promise.all([
    Promise.all([
      import('./en/assessment'),
      import('./en/contact'),
      import('./en/rfi'),
      import('./en/descriptions'),
    ]),
    Promise.all([
      import('./ar/assessment'),
      import('./ar/contact'),
      import('./ar/rfi'),
      import('./ar/descriptions'),
    ]),
  ]);
  return { en: promisingTexts(en), ar: promisingTexts(ar) };
}

describe('the pages’ reply promises', () => {
  afterEach(() => {
    vi.doUnmock('@acme/forms-client/contract');
    vi.resetModules();
  });

  it('are the specification’s sentences, word for word', () => {
    expect(ASSESSMENT.submitted).toBe(
      'Your request has been submitted successfully. Our team will contact you within 24 hours.',
    );
    expect(CONTACT_PAGE.sentText).toBe('Thank you. We will reply within 24 hours.');
    expect(RFI_PAGE.sentText).toBe('We have your document and will reply within 1 business day.');
    expect(RFI_PAGE.lead).toBe(
      'Send your RFI or RFP for managed IT, AMC or security services. We reply within 1 business day.',
    );
    expect(ROUTE_DESCRIPTIONS.rfi).toBe(
      'Send us your RFI or RFP document for managed IT, AMC or security services; we reply within 1 business day.',
    );
  });

  it('are the Arabic sentences, word for word', () => {
    expect(ASSESSMENT_AR.submitted).toBe('تم إرسال طلبك بنجاح. سيتواصل معك فريقنا خلال 24 ساعة.');
    expect(CONTACT_PAGE_AR.sentText).toBe('شكرًا لك. سنرد عليك خلال 24 ساعة.');
    expect(RFI_PAGE_AR.sentText).toBe('استلمنا مستندك وسنرد عليك خلال يوم عمل واحد.');
    expect(RFI_PAGE_AR.lead).toBe(
      'أرسل طلب معلومات (RFI) أو طلب عروض (RFP) بشأن خدمات تقنية المعلومات المُدارة أو عقد الصيانة السنوي أو خدمات الأمن السيبراني. نرد خلال يوم عمل واحد.',
    );
    expect(ROUTE_DESCRIPTIONS_AR.rfi).toBe(
      'أرسل إلينا طلب معلومات (RFI) أو طلب عروض (RFP) بشأن خدمات تقنية المعلومات المُدارة أو عقد الصيانة السنوي أو الأمن السيبراني؛ نرد خلال يوم عمل واحد.',
    );
  });

  it('read the lead contract’s promises: changed there, they change in both languages', async () => {
    const changed = {
      ...REPLY_PROMISES,
      assessment: { kind: 'hours', hours: 4 },
      contact: { kind: 'hours', hours: 2 },
      rfi: { kind: 'business-days', days: 3 },
    } as const;
    vi.resetModules();
    vi.doMock('@acme/forms-client/contract', async (original) => ({
      ...(await original<object>()),
      REPLY_PROMISES: changed,
    }));
    // The mock is made once, before the two languages' modules import it side by side: while its
    // factory is still awaiting, a second importer was given the real module (3 runs in 25).
    await import('@acme/forms-client/contract');
    const copy = await promisingCopy();
    for (const form of ['assessment', 'contact', 'rfi'] as const) {
      for (const text of copy.en[form]) {
        expect(text).toContain(english(changed, form));
        expect(text).not.toContain(english(REPLY_PROMISES, form));
      }
      for (const text of copy.ar[form]) {
        expect(text).toContain(arabic(changed, form));
        expect(text).not.toContain(arabic(REPLY_PROMISES, form));
      }
    }
  });
});
