import { replyWithinArabic } from '@acme/forms-client/ar-terms';
import { REPLY_PROMISES, replyWithinEnglish } from '@acme/forms-client/contract';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT as ASSESSMENT_AR } from './ar/assessment';
import { CONTACT_PAGE as CONTACT_PAGE_AR } from './ar/contact';
import { ROUTE_DESCRIPTIONS as ROUTE_DESCRIPTIONS_AR } from './ar/descriptions';
import { RFI_PAGE as RFI_PAGE_AR } from './ar/rfi';
import { ASSESSMENT } from './en/assessment';
import { CONTACT_PAGE } from './en/contact';
import { ROUTE_DESCRIPTIONS } from './en/descriptions';
import { RFI_PAGE } from './en/rfi';

// The pages state the forms' reply promises as text: wording them from the lead contract's data
// in the pages' scripts costs bytes the Arabic on-demand page's budget does not have. The texts
// are held here to REPLY_PROMISES, which the form services' mails read, so a changed promise fails
// this test until the pages say it too.
const english = (form: 'assessment' | 'contact' | 'rfi') =>
  ` within ${replyWithinEnglish(REPLY_PROMISES[form])}.`;
const arabic = (form: 'assessment' | 'contact' | 'rfi') =>
  ` خلال ${replyWithinArabic(REPLY_PROMISES[form])}.`;

describe('the pages’ reply promises', () => {
  it('are the specification’s sentences, word for word', () => {
    expect(ASSESSMENT.submitted).toBe(
      'Your request has been submitted successfully. Our team will contact you within 24 hours.',
    );
    expect(CONTACT_PAGE.sentText).toBe('Thank you. We will reply within 24 hours.');
    expect(RFI_PAGE.sentText).toBe('We have your document and will reply within 1 business day.');
  });

  it('are the Arabic sentences, word for word', () => {
    expect(ASSESSMENT_AR.submitted).toBe('تم إرسال طلبك بنجاح. سيتواصل معك فريقنا خلال 24 ساعة.');
    expect(CONTACT_PAGE_AR.sentText).toBe('شكرًا لك. سنرد عليك خلال 24 ساعة.');
    expect(RFI_PAGE_AR.sentText).toBe('استلمنا مستندك وسنرد عليك خلال يوم عمل واحد.');
  });

  it('say what the lead contract promises, in both languages', () => {
    expect(ASSESSMENT.submitted).toContain(english('assessment'));
    expect(CONTACT_PAGE.sentText).toContain(english('contact'));
    for (const text of [RFI_PAGE.sentText, RFI_PAGE.lead, ROUTE_DESCRIPTIONS.rfi])
      expect(text).toContain(english('rfi'));
    expect(ASSESSMENT_AR.submitted).toContain(arabic('assessment'));
    expect(CONTACT_PAGE_AR.sentText).toContain(arabic('contact'));
    for (const text of [RFI_PAGE_AR.sentText, RFI_PAGE_AR.lead, ROUTE_DESCRIPTIONS_AR.rfi])
      expect(text).toContain(arabic('rfi'));
  });
});
