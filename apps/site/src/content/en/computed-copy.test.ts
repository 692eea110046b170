import { describe, expect, it } from 'vitest';
import { AMC } from './amc';
import { PRIVACY } from './policies';
import { RFI_PAGE } from './rfi';
import { SMB_COPY, SMB_LINK } from './smb-packages';

// English sentences now written from figures (dates, ranges, limits, prices): the spec's words.
describe('English copy built from figures', () => {
  it('dates the privacy policy as the spec does', () => {
    expect([PRIVACY.effective, PRIVACY.updated]).toEqual(['23 March 2023', '30 April 2025']);
  });

  it('sizes the AMC plans as the spec does', () => {
    expect(Object.values(AMC.plans).map((plan) => plan.devices)).toEqual([
      '10–25 devices',
      '25–75 devices',
      '75+ devices',
    ]);
  });

  it('prices the small-business plans as the spec does', () => {
    expect(SMB_COPY.starter.price).toBe('AED 999');
    expect(SMB_COPY.starter.cap).toBe('Up to 5 users');
    expect(SMB_COPY.starter.lines).toEqual([
      'Remote within 8h',
      'Onsite next business day',
      '1 visit per quarter',
    ]);
    expect(SMB_COPY.starter.addOns).toEqual([
      'AED 150 per extra user',
      'Onsite visit AED 250 per hour (2h minimum)',
      'CCTV AED 100 per month (up to 4 cameras)',
    ]);
    expect(SMB_LINK.link).toMatch(/from AED 999 a month$/);
  });

  it('states the RFI document limit of 10 MB', () => {
    expect(RFI_PAGE.fields.fileHint).toBe('PDF or Word (DOC/DOCX), up to 10 MB.');
  });
});
