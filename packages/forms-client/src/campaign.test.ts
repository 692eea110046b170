import { describe, expect, it } from 'vitest';
import { NO_CAMPAIGN, campaignFromUrl, captureVisit, type KeyValueStore } from './campaign';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('campaign parameters', () => {
  it('reads all five utm_* parameters, empty where absent', () => {
    expect(campaignFromUrl('https://x.ae/?utm_source=linkedin&utm_campaign=q4')).toEqual({
      ...NO_CAMPAIGN,
      utm_source: 'linkedin',
      utm_campaign: 'q4',
    });
  });

  it('keeps the landing campaign for the rest of the visit', () => {
    const store = memoryStore();
    captureVisit({
      url: 'https://x.ae/it-amc?utm_source=google&utm_medium=cpc&utm_campaign=amc&utm_term=amc%20dubai&utm_content=ad2',
      referrer: 'https://www.google.com/',
      store,
    });
    const later = captureVisit({
      url: 'https://x.ae/contact',
      referrer: 'https://x.ae/it-amc',
      store,
    });
    expect(later).toEqual({
      campaign: {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'amc',
        utm_term: 'amc dubai',
        utm_content: 'ad2',
      },
      referrer: 'https://www.google.com/',
    });
  });

  it('a new tagged address replaces the campaign; the first outside referrer stays', () => {
    const store = memoryStore();
    captureVisit({
      url: 'https://x.ae/?utm_source=google',
      referrer: 'https://www.google.com/',
      store,
    });
    const visit = captureVisit({
      url: 'https://x.ae/pricing?utm_source=newsletter',
      referrer: 'https://mail.example.com/',
      store,
    });
    expect(visit.campaign.utm_source).toBe('newsletter');
    expect(visit.referrer).toBe('https://www.google.com/');
  });

  it('gives empty strings for a visit without campaign or referrer', () => {
    expect(captureVisit({ url: 'https://x.ae/', referrer: '', store: memoryStore() })).toEqual({
      campaign: NO_CAMPAIGN,
      referrer: '',
    });
  });

  it('does not count the site itself as a referrer', () => {
    expect(
      captureVisit({ url: 'https://x.ae/b', referrer: 'https://x.ae/a', store: memoryStore() })
        .referrer,
    ).toBe('');
  });

  it('still works when storage is unavailable', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(
      captureVisit({ url: 'https://x.ae/?utm_medium=email', referrer: '', store: broken }).campaign
        .utm_medium,
    ).toBe('email');
  });
});
