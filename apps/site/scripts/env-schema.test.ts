import { describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '../src/site-defaults';
import { checkEnv } from './env-schema';
import { OTHER_COMPANY } from './env-fixtures';

describe('checkEnv', () => {
  it('takes the examples with one warning naming them, outside production', () => {
    expect(checkEnv({})).toMatch(
      /^Building with the example VITE_COMPANY_NAME, .*VITE_SITE_URL, .*: fine for trying/,
    );
    expect(checkEnv({ ...OTHER_COMPANY, PATH: '/usr/bin' })).toBeNull();
  });

  it('refuses the examples in production, naming each', () => {
    expect(() =>
      checkEnv({ SITE_ENV: 'production', VITE_SITE_URL: SITE_DEFAULTS.VITE_SITE_URL }),
    ).toThrow(/VITE_SITE_URL is the example value \(https:\/\/www\.example\.ae\)/);
    expect(checkEnv({ ...OTHER_COMPANY, SITE_ENV: 'production' })).toBeNull();
  });

  it.each([
    ['VITE_SITE_URL', 'www.falcon-it.ae'],
    ['VITE_COMPANY_EMAIL', 'hello-at-falcon'],
    ['VITE_ANALYTICS_ID', 'UA-12345-1'],
    ['TRUST_PROXY', 'true'],
    ['SMTP_URL', 'mail.falcon-it.ae'],
    ['PORT', '80a'],
    ['FORMS_RETRY_DELAYS_MS', '10s,30s'],
    ['HSTS_INCLUDE_SUBDOMAINS', 'yes'],
    ['VITE_SECURITY_EMAIL', 'security-at-falcon'],
    ['VITE_SECURITY_TXT_EXPIRES', '30/06/2027'],
  ])('fails on a wrong %s, naming it', (name, value) => {
    expect(() => checkEnv({ ...OTHER_COMPANY, [name]: value })).toThrow(
      new RegExp(`\\n  ${name} `),
    );
  });

  it('counts a blank variable as unset', () => {
    expect(checkEnv({ ...OTHER_COMPANY, SMTP_URL: '', TRUST_PROXY: ' ' })).toBeNull();
  });

  it('refuses, in production, a security.txt Expires that is past or over a year away', () => {
    const now = new Date('2026-11-27T06:00:00Z');
    const production = (expires: string) =>
      checkEnv(
        { ...OTHER_COMPANY, SITE_ENV: 'production', VITE_SECURITY_TXT_EXPIRES: expires },
        now,
      );
    expect(production('2027-11-27')).toBeNull();
    expect(() => production('2026-11-26')).toThrow(/VITE_SECURITY_TXT_EXPIRES is past/);
    expect(() => production('2027-11-28')).toThrow(
      /VITE_SECURITY_TXT_EXPIRES is more than a year ahead/,
    );
    expect(checkEnv({ ...OTHER_COMPANY, VITE_SECURITY_TXT_EXPIRES: '2026-11-26' }, now)).toBeNull();
  });
});
