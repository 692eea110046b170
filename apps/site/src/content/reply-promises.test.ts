import { describe, expect, it } from 'vitest';
import { ASSESSMENT as ASSESSMENT_AR } from './ar/assessment';
import { CONTACT_PAGE as CONTACT_PAGE_AR } from './ar/contact';
import { ROUTE_DESCRIPTIONS as ROUTE_DESCRIPTIONS_AR } from './ar/descriptions';
import { RFI_PAGE as RFI_PAGE_AR } from './ar/rfi';
import { ASSESSMENT } from './en/assessment';
import { CONTACT_PAGE } from './en/contact';
import { ROUTE_DESCRIPTIONS } from './en/descriptions';
import { RFI_PAGE } from './en/rfi';

// The pages word the forms' reply promises from the lead contract's data; the sentences stay the
// specification's (and, in Arabic, the translation's), word for word.
describe('reply promises, worded from the lead contract', () => {
  it('keeps the English sentences of the specification', () => {
    expect(ASSESSMENT.submitted).toBe(
      'Your request has been submitted successfully. Our team will contact you within 24 hours.',
    );
    expect(CONTACT_PAGE.sentText).toBe('Thank you. We will reply within 24 hours.');
    expect(RFI_PAGE.sentText).toBe('We have your document and will reply within 1 business day.');
    expect(RFI_PAGE.lead).toBe(
      'Send your RFI or RFP for managed IT, AMC or security services. We reply within 1 business day.',
    );
    expect(ROUTE_DESCRIPTIONS.rfi).toMatch(/; we reply within 1 business day\.$/);
  });

  it('keeps the Arabic sentences', () => {
    expect(ASSESSMENT_AR.submitted).toBe('تم إرسال طلبك بنجاح. سيتواصل معك فريقنا خلال 24 ساعة.');
    expect(CONTACT_PAGE_AR.sentText).toBe('شكرًا لك. سنرد عليك خلال 24 ساعة.');
    expect(RFI_PAGE_AR.sentText).toBe('استلمنا مستندك وسنرد عليك خلال يوم عمل واحد.');
    expect(RFI_PAGE_AR.lead).toMatch(/\. نرد خلال يوم عمل واحد\.$/);
    expect(ROUTE_DESCRIPTIONS_AR.rfi).toMatch(/؛ نرد خلال يوم عمل واحد\.$/);
  });
});
